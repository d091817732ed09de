import crypto from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import '../models';
import { createApp } from '../app';
import { migrate } from '../db/migrator';
import { sequelize } from '../db/sequelize';
import { signAccessToken } from '../lib/tokens';
import type { Department, User } from '../models';

let app: Express | null = null;

/** Migrates the test database once per file and closes it afterwards. */
export function useTestDatabase(): void {
  beforeAll(async () => {
    await migrate();
  });
  afterAll(async () => {
    await sequelize.close();
  });
}

function nextIp(): string {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/**
 * Requests against the app, signed as `user` (if any) in `department` (if any). Each helper gets
 * its own client address so rate limits of one test never touch another.
 */
export function testServer(user?: User, department?: Department | number) {
  app ??= createApp();
  const ip = nextIp();
  const token = user ? signAccessToken(user.id, crypto.randomUUID()) : null;
  const departmentId = typeof department === 'number' ? department : department?.id;
  const sign = (req: request.Test) => {
    req.set('X-Forwarded-For', ip);
    if (token) req.set('Authorization', `Bearer ${token}`);
    if (departmentId !== undefined) req.set('X-Current-Department', String(departmentId));
    return req;
  };
  const agent = request(app);
  return {
    ip,
    token,
    get: (url: string) => sign(agent.get(url)),
    post: (url: string) => sign(agent.post(url)),
    put: (url: string) => sign(agent.put(url)),
    delete: (url: string) => sign(agent.delete(url)),
  };
}
