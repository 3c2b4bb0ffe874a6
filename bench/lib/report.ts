import { cpus, loadavg } from 'node:os';

/**
 * The machine a figure was measured on: `2 cores · load 3.41 / 2.80 / 1.95 (1, 5, 15 min)`
 * (`os.cpus().length`, `os.loadavg()`). Printed at a benchmark's start and end, since other
 * work on the machine moves every figure.
 */
export function machineLine(): string {
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
  return `${cpus().length} cores · load ${load} (1, 5, 15 min)`;
}

/** One measured figure beside its goal; `pass` null when it is reported, not a goal. */
export interface GoalRow {
  goal: string;
  measured: string;
  pass: boolean | null;
}

/** Prints `rows` as a Markdown table (goal, measured, PASS/FAIL/info), then the machine line. */
export function printGoals(rows: readonly GoalRow[]): void {
  console.log('\n| goal | measured | result |\n|---|---|---|');
  for (const r of rows) {
    const result = r.pass === null ? 'info' : r.pass ? 'PASS' : 'FAIL';
    console.log(`| ${r.goal} | ${r.measured} | ${result} |`);
  }
  console.log(`measured on ${machineLine()}`);
}
