export type { PolicyDetail, PolicyListItem } from '@buildcover/domain/api';
export type { PolicyListParams } from '../resources/policies';
