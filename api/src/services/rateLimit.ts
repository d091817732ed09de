import { Op } from 'sequelize';
import { TooManyRequests } from '../errors';
import { RateLimitHit } from '../models';

export interface Limit {
  /** bucket name, e.g. `login-failure:account:a@b.c` */
  bucket: string;
  max: number;
  windowMs: number;
}

/** Throws 429 when the bucket already holds `max` hits inside its window. */
export async function assertUnderLimit(limits: Limit[], message: string): Promise<void> {
  const now = Date.now();
  for (const limit of limits) {
    const since = new Date(now - limit.windowMs);
    const count = await RateLimitHit.count({
      where: { bucket: limit.bucket, created_at: { [Op.gt]: since } },
    });
    if (count >= limit.max) {
      throw new TooManyRequests(message, Math.ceil(limit.windowMs / 1000));
    }
  }
}

/** Counts one event in each bucket and forgets hits older than the window. */
export async function recordHit(limits: Limit[]): Promise<void> {
  const now = Date.now();
  for (const limit of limits) {
    await RateLimitHit.destroy({
      where: { bucket: limit.bucket, created_at: { [Op.lte]: new Date(now - limit.windowMs) } },
    });
    await RateLimitHit.create({ bucket: limit.bucket });
  }
}

export async function clearHits(bucket: string): Promise<void> {
  await RateLimitHit.destroy({ where: { bucket } });
}
