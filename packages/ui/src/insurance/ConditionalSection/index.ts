export { ConditionalSection, matchesCondition, type ConditionalSectionProps } from './ConditionalSection';
