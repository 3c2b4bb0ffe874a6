import { jsonSender } from '../kit/http';

/** Sends JSON as TikTok answers it: `application/json; charset=UTF-8`, never cached. */
export const sendJson = jsonSender({
  'content-type': 'application/json; charset=UTF-8',
  'cache-control': 'no-store',
});
