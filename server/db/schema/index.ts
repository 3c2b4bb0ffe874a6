export * from './email-codes';
export * from './users';
