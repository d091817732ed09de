import type { components, operations } from '@scenedock/openapi';
import type { PropOut } from '../lib/items';
import { resourceHooks } from './resource';

export type PropQuery = NonNullable<operations['ListProps']['parameters']['query']>;
export type PropCreateBody = components['schemas']['PropCreateInput'];
export type PropUpdateBody = components['schemas']['PropInput'];

const props = resourceHooks<PropOut, PropQuery, PropCreateBody, PropUpdateBody>({
  resource: 'props',
  list: (client, query, signal) => client.GET('/props', { params: { query }, signal }),
  get: (client, id, signal) => client.GET('/props/{id}', { params: { path: { id } }, signal }),
  create: (client, body) => client.POST('/props', { body }),
  update: (client, id, body) => client.PUT('/props/{id}', { params: { path: { id } }, body }),
  remove: (client, id) => client.DELETE('/props/{id}', { params: { path: { id } } }),
});

export const {
  useItem: useProp,
  useList: useProps,
  useCreate: useCreateProp,
  useUpdate: useUpdateProp,
  useRemove: useDeleteProp,
} = props;
