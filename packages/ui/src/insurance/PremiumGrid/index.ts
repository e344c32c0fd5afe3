export { PremiumGrid, type PremiumGridProps } from './PremiumGrid';
export { premiumRows, commissionRows, premiumLabel, type PremiumGridInputs, type PremiumRow } from './premiumRows';
