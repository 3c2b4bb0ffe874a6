export * from './email-codes';
export * from './users';
export * from './influencers';
export * from './lists';
export * from './notes';
export * from './campaigns';
export * from './influencer-accounts';
export * from './collaborations';
