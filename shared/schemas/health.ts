import { z } from 'zod';
import { problemSchema } from './problem';

/**
 * The read replica (DATABASE_REPLICA_URL) as this process last measured it: `in-sync` (discovery
 * reads go to it), `lagging` (it trails by more than DATABASE_REPLICA_STICKY_SECONDS minus two
 * seconds) or `down` (unreachable, or not measured in the last two seconds); in both of those every
 * read goes to the primary and the server stays ready. `lagSeconds` is the commits not yet
 * replayed, in seconds (null when down); `standby` says whether it is a hot standby.
 */
export const replicaHealthSchema = z.object({
  state: z.enum(['in-sync', 'lagging', 'down']),
  standby: z.boolean().nullable(),
  lagSeconds: z.number().min(0).nullable(),
  checkedAt: z.iso.datetime().nullable(),
});

/**
 * Answer of `GET /api/health` once the server is ready (migrations and first-start seeding done);
 * `replica` only when one is configured.
 */
export const healthSchema = z.object({
  status: z.literal('ok'),
  replica: replicaHealthSchema.optional(),
});

/**
 * What a starting server is doing, in order: `starting` (waiting for its turn on the database),
 * `migrating`, `importing` (the bundled datasets; the first start only), `seeding` (the demo
 * accounts), `finishing` (starting the background workers).
 */
export const startupPhaseSchema = z.enum([
  'starting',
  'migrating',
  'importing',
  'seeding',
  'finishing',
]);

/**
 * How far a starting server is. `datasets` counts the bundled data files (`done` of `total`,
 * files already imported by an earlier start count as done) once the import has listed them;
 * `current` is the file being imported, its profile rows written so far (`rowsDone` of
 * `rowsTotal`). `startedAt` is when the process began its start-up (ISO 8601).
 */
export const startupProgressSchema = z.object({
  phase: startupPhaseSchema,
  startedAt: z.iso.datetime(),
  datasets: z
    .object({
      done: z.number().int().min(0),
      total: z.number().int().min(0),
      current: z
        .object({
          file: z.string(),
          rowsDone: z.number().int().min(0),
          rowsTotal: z.number().int().min(0),
        })
        .nullable(),
    })
    .nullable(),
});

/**
 * The 503 problem (`urn:collabify:problem:not-ready`, with `Retry-After`) every `/api` route
 * answers while the server starts, `GET /api/health` included: RFC 9457 problem details with the
 * extension member `startup`, the progress.
 */
export const startupProblemSchema = problemSchema.extend({ startup: startupProgressSchema });

export type StartupPhase = z.infer<typeof startupPhaseSchema>;
export type StartupProgress = z.infer<typeof startupProgressSchema>;
export type StartupProblem = z.infer<typeof startupProblemSchema>;
