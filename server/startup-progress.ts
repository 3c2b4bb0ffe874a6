import type { StartupPhase, StartupProgress } from '@shared/schemas/health';
import type { DatasetProgress } from './import/bundled';

/**
 * The start-up state of one process, written by start.ts as it goes and read by the readiness
 * hook (app.ts), which answers it in every `/api` 503 and marks the pages served meanwhile.
 */
export class StartupTracker {
  private phase: StartupPhase = 'starting';
  private datasets: DatasetProgress | null = null;
  private ready = false;
  private readonly startedAt = new Date().toISOString();

  /** Enters `phase` (the datasets' progress stays as last reported). */
  enter(phase: StartupPhase): void {
    this.phase = phase;
  }

  /** Records the import's progress (see importBundledDatasets' `onProgress`). */
  reportDatasets(progress: DatasetProgress): void {
    this.datasets = { ...progress, current: progress.current && { ...progress.current } };
  }

  /** Marks start-up as done: the API answers from now on. */
  markReady(): void {
    this.ready = true;
  }

  /** Whether start-up is done. */
  isReady(): boolean {
    return this.ready;
  }

  /** The progress as `GET /api/health` answers it while starting. */
  progress(): StartupProgress {
    return { phase: this.phase, startedAt: this.startedAt, datasets: this.datasets };
  }
}
