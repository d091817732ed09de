/** What the condition tests share: photos to upload, and a loan brought to its hand-over. */
import crypto from 'node:crypto';
import { Prop } from '../models';
import { day, network, type Network } from './lending';
import type { testServer } from './server';

export const API = '/api/v1';

type Api = ReturnType<typeof testServer>;

/** A JPEG header of `width`×`height` (its SOF0 frame), unlike any other (its stored name is its hash). */
export function jpeg(width = 2048, height = 1536): Buffer {
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, crypto.randomBytes(64)]);
}

export async function uploadPhoto(api: Api, image: Buffer = jpeg()): Promise<{ id: number; url: string }> {
  const res = await api.post(`${API}/condition-photos`).attach('file', image, 'photo.jpg');
  expect(res.status).toBe(201);
  return res.body as { id: number; url: string };
}

export async function photos(api: Api, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push((await uploadPhoto(api)).id);
  return ids;
}

/** A network whose prop (in `condition`) is asked for and approved: ready to be handed over. */
export async function approvedLoan(condition: 'excellent' | 'good' | 'fair' | 'poor' = 'good') {
  const n = await network();
  await Prop.update({ condition }, { where: { id: n.prop.id } });
  const filed = await n
    .as(n.borrowers.student, n.borrower)
    .post(`${API}/lending`)
    .send({
      item_type: 'prop',
      prop_id: n.prop.id,
      from_department_id: n.lender.id,
      to_department_id: n.borrower.id,
      lent_date: day(0),
      due_date: day(5),
    })
    .expect(201);
  const id = filed.body.id as number;
  await director(n).put(`${API}/lending/${id}`).send({ status: 'approved' }).expect(200);
  return { n, id };
}

/** The lender's director: who hands over and takes back. */
export const director = (n: Network) => n.as(n.lenders.director, n.lender);

export const move = (
  n: Network,
  id: number,
  status: 'active' | 'returned',
  condition?: Record<string, unknown>,
) =>
  director(n)
    .put(`${API}/lending/${id}`)
    .send(condition ? { status, condition } : { status });
