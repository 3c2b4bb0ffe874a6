import { z } from 'zod';

/** Answer of `GET /api/health` once the server is ready (migrations and first-start seeding done). */
export const healthSchema = z.object({ status: z.literal('ok') });
