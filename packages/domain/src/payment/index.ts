export * from './eligibility';
export * from './transactions';
export * from './refund';
export * from './paymentLink';
