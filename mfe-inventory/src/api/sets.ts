import type { components, operations } from '@scenedock/openapi';
import type { SetPieceOut } from '../lib/items';
import { resourceHooks } from './resource';

export type SetQuery = NonNullable<operations['ListSetPieces']['parameters']['query']>;
export type SetCreateBody = components['schemas']['SetPieceCreateInput'];
export type SetUpdateBody = components['schemas']['SetPieceInput'];

const sets = resourceHooks<SetPieceOut, SetQuery, SetCreateBody, SetUpdateBody>({
  resource: 'sets',
  list: (client, query, signal) => client.GET('/sets', { params: { query }, signal }),
  get: (client, id, signal) => client.GET('/sets/{id}', { params: { path: { id } }, signal }),
  create: (client, body) => client.POST('/sets', { body }),
  update: (client, id, body) => client.PUT('/sets/{id}', { params: { path: { id } }, body }),
  remove: (client, id) => client.DELETE('/sets/{id}', { params: { path: { id } } }),
});

export const {
  useItem: useSet,
  useList: useSets,
  useCreate: useCreateSet,
  useUpdate: useUpdateSet,
  useRemove: useDeleteSet,
} = sets;
