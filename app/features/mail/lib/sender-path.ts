/** Where the sender settings are: the Sender tab of `/email`. */
export const SENDER_SETTINGS_PATH = '/email?tab=sender';
