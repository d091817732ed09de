import type { components, operations } from '@scenedock/openapi';
import type { CostumeOut } from '../lib/items';
import { resourceHooks } from './resource';

export type CostumeQuery = NonNullable<operations['ListCostumes']['parameters']['query']>;
export type CostumeCreateBody = components['schemas']['CostumeCreateInput'];
export type CostumeUpdateBody = components['schemas']['CostumeInput'];

const costumes = resourceHooks<CostumeOut, CostumeQuery, CostumeCreateBody, CostumeUpdateBody>({
  resource: 'costumes',
  list: (client, query, signal) => client.GET('/costumes', { params: { query }, signal }),
  get: (client, id, signal) => client.GET('/costumes/{id}', { params: { path: { id } }, signal }),
  create: (client, body) => client.POST('/costumes', { body }),
  update: (client, id, body) => client.PUT('/costumes/{id}', { params: { path: { id } }, body }),
  remove: (client, id) => client.DELETE('/costumes/{id}', { params: { path: { id } } }),
});

export const {
  useItem: useCostume,
  useList: useCostumes,
  useCreate: useCreateCostume,
  useUpdate: useUpdateCostume,
  useRemove: useDeleteCostume,
} = costumes;
