/** DATA_DIR of the server the e2e suite starts: wiped before each run, its outbox read by the specs. */
export const E2E_DATA_DIR = '.e2e-data';
