export * from './email-codes';
export * from './users';
export * from './influencers';
