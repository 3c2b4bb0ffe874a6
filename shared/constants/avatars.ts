/**
 * Hosts of the influencer profile pictures the data holds: Instagram's CDN, under both of its
 * names (the imported datasets' `profile_image_link`, and what an Instagram refresh answers).
 * The page's Content-Security-Policy allows images from exactly these (and its own origin), and
 * the app requests no profile picture from anywhere else. `*.` stands for any subdomain.
 */
export const AVATAR_HOSTS: readonly string[] = ['*.cdninstagram.com', '*.fbcdn.net'];
