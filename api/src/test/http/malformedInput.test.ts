/**
 * A corpus of malformed requests across every resource. Each one must get its 4xx (never a 500,
 * on SQLite and on MariaDB) and change nothing: row counts, the fixture records and the upload
 * folder are compared before and after every request.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import type request from 'supertest';
import { config } from '../../config';
import {
  AuditLog,
  CostumePiece,
  Department,
  DepartmentMembership,
  Notification,
  Production,
  Prop,
  RateLimitHit,
  RefreshToken,
  SetPiece,
  User,
  UserToken,
} from '../../models';
import { testServer, useTestDatabase } from '../server';
import { ERROR_CODES, type ErrorCode } from '../../errors';
import {
  buildCostume,
  buildMember,
  buildProduction,
  buildProp,
  buildSetPiece,
  buildUser,
  unique,
} from '../factories';

useTestDatabase();

const API = '/api/v1';
const long = (n: number) => 'x'.repeat(n);

interface Fixtures {
  department: Department;
  admin: User;
  student: User;
  superuser: User;
  production: Production;
  prop: Prop;
  set: SetPiece;
  costume: CostumePiece;
  notification: Notification;
}
let f: Fixtures;
let clients: Record<'admin' | 'superuser' | 'anonymous', ReturnType<typeof testServer>>;

type Method = 'get' | 'post' | 'put' | 'delete';

interface Case {
  title: string;
  method: Method;
  /** under /api/v1 */
  path: string | ((f: Fixtures) => string);
  /** who asks: the department admin unless told (anonymous calls need no token) */
  as?: 'admin' | 'superuser' | 'anonymous';
  json?: unknown;
  /** urlencoded form fields */
  form?: string;
  /** a raw body with its headers */
  raw?: { body: string | Buffer; headers: Record<string, string> };
  headers?: Record<string, string>;
  status: number;
  /** the first issue's loc, for 422 answers */
  loc?: (string | number)[];
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body by hand, so it can be cut short or malformed on purpose. */
function multipart(
  parts: { name: string; value: string | Buffer; filename?: string }[],
  options: { boundary?: string; close?: boolean } = {},
) {
  const boundary = options.boundary ?? 'scenedock-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/png`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const multipartType = 'multipart/form-data; boundary=scenedock-boundary';

const json = (body: string, headers: Record<string, string> = {}) => ({
  body,
  headers: { 'Content-Type': 'application/json', ...headers },
});

const cases: Case[] = [
  // --- authentication -------------------------------------------------------------------------
  {
    title: 'sign-in with a 20,000-character username',
    method: 'post',
    path: '/auth/login',
    as: 'anonymous',
    form: `username=${long(20000)}&password=whatever1`,
    status: 422,
    loc: ['body', 'username'],
  },
  {
    title: 'sign-in with a 10,000-character password',
    method: 'post',
    path: '/auth/login',
    as: 'anonymous',
    form: `username=someone%40test.example&password=${long(10000)}`,
    status: 422,
    loc: ['body', 'password'],
  },
  {
    title: 'sign-in with the username given twice (an array)',
    method: 'post',
    path: '/auth/login',
    as: 'anonymous',
    form: 'username=a%40test.example&username=b%40test.example&password=whatever1',
    status: 422,
    loc: ['body', 'username'],
  },
  {
    title: 'sign-in form in an unknown charset',
    method: 'post',
    path: '/auth/login',
    as: 'anonymous',
    raw: {
      body: 'username=a%40test.example&password=whatever1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=foo' },
    },
    status: 415,
  },
  {
    title: 'sign-in form with 1,500 fields',
    method: 'post',
    path: '/auth/login',
    as: 'anonymous',
    form: Array.from({ length: 1500 }, (_, i) => `f${i}=x`).join('&'),
    status: 413,
  },
  {
    title: 'refresh with a 5,000-character token',
    method: 'post',
    path: '/auth/refresh',
    as: 'anonymous',
    json: { refresh_token: long(5000) },
    status: 422,
    loc: ['body', 'refresh_token'],
  },
  {
    title: 'refresh with a number for a token',
    method: 'post',
    path: '/auth/refresh',
    as: 'anonymous',
    json: { refresh_token: 12345 },
    status: 422,
    loc: ['body', 'refresh_token'],
  },
  {
    title: 'sign-out with an array for a body',
    method: 'post',
    path: '/auth/logout',
    as: 'anonymous',
    json: [],
    status: 422,
  },
  {
    title: 'password reset request for a 300-character email',
    method: 'post',
    path: '/auth/request-password-reset',
    as: 'anonymous',
    json: { email: `${long(290)}@test.example` },
    status: 422,
    loc: ['body', 'email'],
  },
  {
    title: 'password reset with a 5,000-character token',
    method: 'post',
    path: '/auth/reset-password',
    as: 'anonymous',
    json: { token: long(5000), new_password: 'Strong-Pass-1!' },
    status: 422,
    loc: ['body', 'token'],
  },
  {
    title: 'password reset with a 10,000-character password',
    method: 'post',
    path: '/auth/reset-password',
    as: 'anonymous',
    json: { token: 'abc', new_password: `Aa1!${long(10000)}` },
    status: 422,
    loc: ['body', 'new_password'],
  },
  {
    title: 'reset-token check with a 300-character token',
    method: 'get',
    path: `/auth/validate-password-reset-token/${long(300)}`,
    as: 'anonymous',
    status: 422,
    loc: ['path', 'token'],
  },
  // --- users ------------------------------------------------------------------------------------
  {
    title: 'invitation setup with a 1,000-character password',
    method: 'post',
    path: '/users/setup-password',
    as: 'anonymous',
    json: { token: 'abc', password: `Aa1!${long(1000)}` },
    status: 422,
    loc: ['body', 'password'],
  },
  {
    title: 'invitation check with a 300-character token',
    method: 'get',
    path: `/users/validate-invitation/${long(300)}`,
    as: 'anonymous',
    status: 422,
    loc: ['path', 'token'],
  },
  {
    title: 'profile with a 5,000-character first name',
    method: 'put',
    path: '/users/me',
    json: { first_name: long(5000) },
    status: 422,
    loc: ['body', 'first_name'],
  },
  {
    title: 'profile with a 500-character phone',
    method: 'put',
    path: '/users/me',
    json: { phone: long(500) },
    status: 422,
    loc: ['body', 'phone'],
  },
  {
    title: 'profile with an unknown field',
    method: 'put',
    path: '/users/me',
    json: { nickname: 'Ace' },
    status: 422,
    loc: ['body', 'nickname'],
  },
  {
    title: 'profile password change with a 10,000-character password',
    method: 'put',
    path: '/users/me',
    json: { current_password: 'Curtain-Call-42!', password: `Aa1!${long(10000)}` },
    status: 422,
    loc: ['body', 'password'],
  },
  {
    title: 'user list searched with 201 characters',
    method: 'get',
    path: `/users/?search=${long(201)}`,
    status: 422,
    loc: ['query', 'search'],
  },
  {
    title: 'user list with skip=1e20',
    method: 'get',
    path: '/users/?skip=1e20',
    status: 422,
    loc: ['query', 'skip'],
  },
  {
    title: 'user list with skip=-1',
    method: 'get',
    path: '/users/?skip=-1',
    status: 422,
    loc: ['query', 'skip'],
  },
  {
    title: 'user list with limit=0',
    method: 'get',
    path: '/users/?limit=0',
    status: 422,
    loc: ['query', 'limit'],
  },
  {
    title: 'user list with limit=2.5',
    method: 'get',
    path: '/users/?limit=2.5',
    status: 422,
    loc: ['query', 'limit'],
  },
  {
    title: 'user list with skip given twice',
    method: 'get',
    path: '/users/?skip=1&skip=2',
    status: 422,
    loc: ['query', 'skip'],
  },
  {
    title: 'user list with search given twice',
    method: 'get',
    path: '/users/?search=a&search=b',
    status: 422,
    loc: ['query', 'search'],
  },
  {
    title: 'user audit log for user_id=abc',
    method: 'get',
    path: '/users/audit-log?user_id=abc',
    status: 422,
    loc: ['query', 'user_id'],
  },
  { title: 'user 1e400', method: 'get', path: '/users/1e400', status: 422, loc: ['path', 'id'] },
  // A member row's id may be negative (a pending invitee's ref): a whole number out of range is refused.
  { title: 'user -2147483648', method: 'get', path: '/users/-2147483648', status: 422, loc: ['path', 'id'] },
  { title: 'user 1.5', method: 'get', path: '/users/1.5', status: 422, loc: ['path', 'id'] },
  { title: 'user 2147483648', method: 'get', path: '/users/2147483648', status: 422, loc: ['path', 'id'] },
  {
    title: 'user edit with a 5,000-character last name',
    method: 'put',
    path: (x) => `/users/${x.student.id}`,
    json: { last_name: long(5000) },
    status: 422,
    loc: ['body', 'last_name'],
  },
  {
    title: 'user edit with a 300-character email',
    method: 'put',
    path: (x) => `/users/${x.student.id}`,
    json: { email: `${long(290)}@test.example` },
    status: 422,
    loc: ['body', 'email'],
  },
  {
    title: 'user creation with a 300-character email',
    method: 'post',
    path: '/users/',
    json: { email: `${long(290)}@test.example`, first_name: 'A', last_name: 'B' },
    status: 422,
    loc: ['body', 'email'],
  },
  {
    title: 'user creation with a 5,000-character first name',
    method: 'post',
    path: '/users/',
    json: { email: `${unique('new')}@test.example`, first_name: long(5000), last_name: 'B' },
    status: 422,
    loc: ['body', 'first_name'],
  },
  {
    title: 'user deletion of id abc',
    method: 'delete',
    path: '/users/abc',
    status: 422,
    loc: ['path', 'id'],
  },
  {
    title: 'password reset mail for user 1.5',
    method: 'post',
    path: '/users/1.5/reset-password',
    status: 422,
    loc: ['path', 'id'],
  },
  // --- departments --------------------------------------------------------------------------------
  {
    title: 'department with a 100 kB name',
    method: 'post',
    path: '/departments/',
    as: 'superuser',
    json: { name: long(100_000) },
    status: 422,
    loc: ['body', 'name'],
  },
  {
    title: 'department with a 100 kB description',
    method: 'post',
    path: '/departments/',
    as: 'superuser',
    json: { name: unique('Dept'), description: long(100_000) },
    status: 422,
    loc: ['body', 'description'],
  },
  {
    title: 'department edit with a 1,000-character address',
    method: 'put',
    path: (x) => `/departments/${x.department.id}`,
    json: { address: long(1000) },
    status: 422,
    loc: ['body', 'address'],
  },
  {
    title: 'department edit with a 300-character contact email',
    method: 'put',
    path: (x) => `/departments/${x.department.id}`,
    json: { contact_email: `${long(290)}@test.example` },
    status: 422,
    loc: ['body', 'contact_email'],
  },
  {
    title: 'department edit with latitude 1e400',
    method: 'put',
    path: (x) => `/departments/${x.department.id}`,
    raw: json('{"latitude": 1e400}'),
    status: 400,
  },
  {
    title: 'department edit with latitude 91',
    method: 'put',
    path: (x) => `/departments/${x.department.id}`,
    json: { latitude: 91 },
    status: 422,
    loc: ['body', 'latitude'],
  },
  {
    title: 'department list searched with 201 characters',
    method: 'get',
    path: `/departments/?search=${long(201)}`,
    status: 422,
    loc: ['query', 'search'],
  },
  { title: 'department 1e400', method: 'get', path: '/departments/1e400', status: 422, loc: ['path', 'id'] },
  {
    title: 'member added with user_id 1e12',
    method: 'post',
    path: (x) => `/departments/${x.department.id}/users`,
    json: { user_id: 1e12, role: 'student' },
    status: 422,
    loc: ['body', 'user_id'],
  },
  {
    title: 'member added with a 100-character role',
    method: 'post',
    path: (x) => `/departments/${x.department.id}/users`,
    json: { user_id: 1, role: long(100) },
    status: 422,
    loc: ['body', 'role'],
  },
  {
    title: 'role change with a 50-character role',
    method: 'put',
    path: (x) => `/departments/${x.department.id}/users/${x.student.id}`,
    json: { role: long(50) },
    status: 422,
    loc: ['body', 'role'],
  },
  {
    title: 'role change for member abc',
    method: 'put',
    path: (x) => `/departments/${x.department.id}/users/abc`,
    json: { role: 'student' },
    status: 422,
    loc: ['path', 'userId'],
  },
  {
    title: 'department audit log with limit=100000',
    method: 'get',
    path: (x) => `/departments/${x.department.id}/users/audit-log?limit=100000`,
    status: 422,
    loc: ['query', 'limit'],
  },
  {
    title: 'member export in a 100-character format',
    method: 'get',
    path: (x) => `/departments/${x.department.id}/users/export?format=${long(100)}`,
    status: 422,
    loc: ['query', 'format'],
  },
  {
    title: 'invitation with a 500-character phone',
    method: 'post',
    path: (x) => `/departments/${x.department.id}/invite`,
    json: { email: `${unique('new')}@test.example`, phone: long(500) },
    status: 422,
    loc: ['body', 'phone'],
  },
  {
    title: 'invitation with department_id -1',
    method: 'post',
    path: (x) => `/departments/${x.department.id}/invite`,
    json: { email: `${unique('new')}@test.example`, department_id: -1 },
    status: 422,
    loc: ['body', 'department_id'],
  },
  // --- props ----------------------------------------------------------------------------------------
  {
    title: 'prop with a 300 kB name',
    method: 'post',
    path: '/props/',
    json: { name: long(300_000), category: 'other' },
    status: 422,
    loc: ['body', 'name'],
  },
  {
    title: 'prop with 2,000-character tags',
    method: 'post',
    path: '/props/',
    json: { name: 'Sword', category: 'weapons', tags: long(2000) },
    status: 422,
    loc: ['body', 'tags'],
  },
  {
    title: 'prop with a 1,000-character location',
    method: 'post',
    path: '/props/',
    json: { name: 'Sword', category: 'weapons', location: long(1000) },
    status: 422,
    loc: ['body', 'location'],
  },
  {
    title: 'prop with a number for a name',
    method: 'post',
    path: '/props/',
    json: { name: 123, category: 'weapons' },
    status: 422,
    loc: ['body', 'name'],
  },
  {
    title: 'prop with an unknown field',
    method: 'post',
    path: '/props/',
    json: { name: 'Sword', category: 'weapons', colour: 'red' },
    status: 422,
    loc: ['body', 'colour'],
  },
  {
    title: 'prop with a __proto__ field',
    method: 'post',
    path: '/props/',
    raw: json('{"name": "Sword", "category": "weapons", "__proto__": {"department_id": 1}}'),
    status: 422,
    loc: ['body', '__proto__'],
  },
  {
    title: 'prop assigned to production 1e12',
    method: 'put',
    path: (x) => `/props/${x.prop.id}`,
    json: { current_production_id: 1e12 },
    status: 422,
    loc: ['body', 'current_production_id'],
  },
  {
    title: 'prop assigned to production -1',
    method: 'put',
    path: (x) => `/props/${x.prop.id}`,
    json: { current_production_id: -1 },
    status: 422,
    loc: ['body', 'current_production_id'],
  },
  {
    title: 'prop edit with a 6,000-character description',
    method: 'put',
    path: (x) => `/props/${x.prop.id}`,
    json: { description: long(6000) },
    status: 422,
    loc: ['body', 'description'],
  },
  { title: 'prop 1e400', method: 'get', path: '/props/1e400', status: 422, loc: ['path', 'id'] },
  {
    title: 'prop deletion of id 99999999999',
    method: 'delete',
    path: '/props/99999999999',
    status: 422,
    loc: ['path', 'id'],
  },
  {
    // A filter the server does not know would be ignored and the list would look filtered.
    title: 'set list filtered by tags, which set pieces do not have',
    method: 'get',
    path: '/sets/?tags=flat',
    status: 422,
    loc: ['query', 'tags'],
  },
  {
    title: 'prop list with skip=1e20',
    method: 'get',
    path: '/props/?skip=1e20',
    status: 422,
    loc: ['query', 'skip'],
  },
  {
    title: 'prop list for production_id=abc',
    method: 'get',
    path: '/props/?production_id=abc',
    status: 422,
    loc: ['query', 'production_id'],
  },
  {
    title: 'prop list filtered by 600 characters of tags',
    method: 'get',
    path: `/props/?tags=${long(600)}`,
    status: 422,
    loc: ['query', 'tags'],
  },
  {
    title: 'prop list created_from 100 characters',
    method: 'get',
    path: `/props/?created_from=${long(100)}`,
    status: 422,
    loc: ['query', 'created_from'],
  },
  {
    title: 'prop list with in_production=maybe',
    method: 'get',
    path: '/props/?in_production=maybe',
    status: 422,
    loc: ['query', 'in_production'],
  },
  // --- set pieces -------------------------------------------------------------------------------------
  {
    title: 'set piece with pieces_count 1e12',
    method: 'post',
    path: '/sets/',
    json: { name: 'Wall', pieces_count: 1e12 },
    status: 422,
    loc: ['body', 'pieces_count'],
  },
  {
    title: 'set piece with pieces_count 2.5',
    method: 'post',
    path: '/sets/',
    json: { name: 'Wall', pieces_count: 2.5 },
    status: 422,
    loc: ['body', 'pieces_count'],
  },
  {
    title: 'set piece with 101 components',
    method: 'post',
    path: '/sets/',
    json: { name: 'Wall', components: Array.from({ length: 101 }, (_, i) => `part ${i}`) },
    status: 422,
    loc: ['body', 'components'],
  },
  {
    title: 'set piece with a 1,000-character component',
    method: 'post',
    path: '/sets/',
    json: { name: 'Wall', components: [long(1000)] },
    status: 422,
    loc: ['body', 'components'],
  },
  {
    title: 'set piece with 101 components as JSON text',
    method: 'post',
    path: '/sets/',
    json: { name: 'Wall', components: JSON.stringify(Array.from({ length: 101 }, (_, i) => `p${i}`)) },
    status: 422,
    loc: ['body', 'components'],
  },
  {
    title: 'set piece with a 6,000-character components text',
    method: 'post',
    path: '/sets/',
    json: { name: 'Wall', components: JSON.stringify([long(6000)]) },
    status: 422,
    loc: ['body', 'components'],
  },
  {
    title: 'set piece with a 1,000-character dimensions',
    method: 'post',
    path: '/sets/',
    json: { name: 'Wall', dimensions: long(1000) },
    status: 422,
    loc: ['body', 'dimensions'],
  },
  {
    title: 'set piece with a 300 kB name',
    method: 'post',
    path: '/sets/',
    json: { name: long(300_000) },
    status: 422,
    loc: ['body', 'name'],
  },
  {
    title: 'set piece edit with pieces_count -3',
    method: 'put',
    path: (x) => `/sets/${x.set.id}`,
    json: { pieces_count: -3 },
    status: 422,
    loc: ['body', 'pieces_count'],
  },
  // --- costume pieces ---------------------------------------------------------------------------------
  {
    title: 'costume with a 1,000-character color',
    method: 'post',
    path: '/costumes/',
    json: { name: 'Cloak', category: 'fantasy', size: 'm', color: long(1000) },
    status: 422,
    loc: ['body', 'color'],
  },
  {
    title: 'costume with a 1,000-character material',
    method: 'post',
    path: '/costumes/',
    json: { name: 'Cloak', category: 'fantasy', size: 'm', material: long(1000) },
    status: 422,
    loc: ['body', 'material'],
  },
  {
    title: 'costume with a 300 kB name',
    method: 'post',
    path: '/costumes/',
    json: { name: long(300_000), category: 'fantasy', size: 'm' },
    status: 422,
    loc: ['body', 'name'],
  },
  {
    title: 'costume edit with 2,000-character tags',
    method: 'put',
    path: (x) => `/costumes/${x.costume.id}`,
    json: { tags: long(2000) },
    status: 422,
    loc: ['body', 'tags'],
  },
  {
    title: 'costume list filtered by a 300-character color',
    method: 'get',
    path: `/costumes/?color=${long(300)}`,
    status: 422,
    loc: ['query', 'color'],
  },
  { title: 'costume -1', method: 'get', path: '/costumes/-1', status: 422, loc: ['path', 'id'] },
  // --- productions ------------------------------------------------------------------------------------
  {
    title: 'production with a 10,000-character title',
    method: 'post',
    path: '/productions/',
    json: { title: long(10_000) },
    status: 422,
    loc: ['body', 'title'],
  },
  {
    title: 'production with cast_size 1e12',
    method: 'post',
    path: '/productions/',
    json: { title: 'Hamlet', cast_size: 1e12 },
    status: 422,
    loc: ['body', 'cast_size'],
  },
  {
    title: 'production with a 100-character start date',
    method: 'post',
    path: '/productions/',
    json: { title: 'Hamlet', start_date: long(100) },
    status: 422,
    loc: ['body', 'start_date'],
  },
  {
    title: 'production edit with a 1,000-character venue',
    method: 'put',
    path: (x) => `/productions/${x.production.id}`,
    json: { venue: long(1000) },
    status: 422,
    loc: ['body', 'venue'],
  },
  {
    title: 'production list with a 50-character date_from',
    method: 'get',
    path: `/productions/?date_from=${long(50)}`,
    status: 422,
    loc: ['query', 'date_from'],
  },
  { title: 'production abc', method: 'get', path: '/productions/abc', status: 422, loc: ['path', 'id'] },
  // --- files --------------------------------------------------------------------------------------------
  {
    title: 'upload cut short before the closing boundary',
    method: 'post',
    path: '/files/upload',
    raw: {
      body: multipart(
        [
          { name: 'file_type', value: 'prop' },
          { name: 'file', value: PNG, filename: 'a.png' },
        ],
        { close: false },
      ),
      headers: { 'Content-Type': multipartType },
    },
    status: 400,
  },
  {
    title: 'upload cut short inside a part header',
    method: 'post',
    path: '/files/upload',
    raw: {
      body: Buffer.from('--scenedock-boundary\r\nContent-Disposition: form-data; na'),
      headers: { 'Content-Type': multipartType },
    },
    status: 400,
  },
  {
    title: 'upload declared multipart without a boundary',
    method: 'post',
    path: '/files/upload',
    raw: { body: Buffer.from('file_type=prop'), headers: { 'Content-Type': 'multipart/form-data' } },
    status: 400,
  },
  {
    title: 'upload with a 1,000-character file_type',
    method: 'post',
    path: '/files/upload',
    raw: {
      body: multipart([
        { name: 'file_type', value: long(1000) },
        { name: 'file', value: PNG, filename: 'a.png' },
      ]),
      headers: { 'Content-Type': multipartType },
    },
    status: 422,
    loc: ['body', 'file_type'],
  },
  {
    title: 'upload with a 100 kB text field',
    method: 'post',
    path: '/files/upload',
    raw: {
      body: multipart([
        { name: 'file_type', value: long(100_000) },
        { name: 'file', value: PNG, filename: 'a.png' },
      ]),
      headers: { 'Content-Type': multipartType },
    },
    status: 400,
  },
  {
    title: 'upload without its file part',
    method: 'post',
    path: '/files/upload',
    raw: {
      body: multipart([{ name: 'file_type', value: 'prop' }]),
      headers: { 'Content-Type': multipartType },
    },
    status: 422,
    loc: ['body', 'file'],
  },
  {
    title: 'upload with 20 text fields',
    method: 'post',
    path: '/files/upload',
    raw: {
      body: multipart(Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, value: 'x' }))),
      headers: { 'Content-Type': multipartType },
    },
    status: 400,
  },
  // --- notifications --------------------------------------------------------------------------------------
  {
    title: 'notifications searched with 201 characters',
    method: 'get',
    path: `/notifications/?search=${long(201)}`,
    status: 422,
    loc: ['query', 'search'],
  },
  {
    title: 'notifications since a non-date',
    method: 'get',
    path: '/notifications/?since=yesterday',
    status: 422,
    loc: ['query', 'since'],
  },
  {
    title: 'notification abc marked read',
    method: 'put',
    path: '/notifications/abc/read',
    status: 422,
    loc: ['path', 'id'],
  },
  {
    title: 'notification 1e400 deleted',
    method: 'delete',
    path: '/notifications/1e400',
    status: 422,
    loc: ['path', 'id'],
  },
  {
    title: 'contact email with a 1,000-character subject',
    method: 'post',
    path: '/notifications/email',
    json: { to: 'contact@test.example', subject: long(1000), message: 'Hello' },
    status: 422,
    loc: ['body', 'subject'],
  },
  {
    title: 'contact email with a 100 kB message',
    method: 'post',
    path: '/notifications/email',
    json: { to: 'contact@test.example', subject: 'Hi', message: long(100_000) },
    status: 422,
    loc: ['body', 'message'],
  },
  {
    title: 'notification settings with a string for a boolean',
    method: 'put',
    path: '/notifications/settings',
    json: { soundEnabled: 'loud' },
    status: 422,
    loc: ['body', 'soundEnabled'],
  },
  // --- dashboard and headers --------------------------------------------------------------------------------
  {
    title: 'dashboard for department header abc',
    method: 'get',
    path: '/dashboard/',
    headers: { 'X-Current-Department': 'abc' },
    status: 400,
  },
  {
    title: 'dashboard for department header 1e400',
    method: 'get',
    path: '/dashboard/',
    headers: { 'X-Current-Department': '1e400' },
    status: 400,
  },
  {
    title: 'dashboard for department header 99999999999 as a superuser',
    method: 'get',
    path: '/dashboard/',
    as: 'superuser',
    headers: { 'X-Current-Department': '99999999999' },
    status: 404,
  },
  // --- bodies: syntax, charset, encoding, size ----------------------------------------------------------------
  {
    title: 'JSON in an unknown charset',
    method: 'put',
    path: (x) => `/props/${x.prop.id}`,
    raw: json('{"name": "Renamed"}', { 'Content-Type': 'application/json; charset=foo' }),
    status: 415,
  },
  {
    title: 'JSON in a charset that is not UTF',
    method: 'put',
    path: (x) => `/props/${x.prop.id}`,
    raw: json('{"name": "Renamed"}', { 'Content-Type': 'application/json; charset=latin1' }),
    status: 415,
  },
  {
    title: 'JSON with an unknown Content-Encoding',
    method: 'put',
    path: (x) => `/props/${x.prop.id}`,
    raw: json('{"name": "Renamed"}', { 'Content-Encoding': 'junk' }),
    status: 415,
  },
  {
    title: 'JSON claiming br but not compressed',
    method: 'put',
    path: (x) => `/props/${x.prop.id}`,
    raw: json('{"name": "Renamed"}', { 'Content-Encoding': 'br' }),
    status: 400,
  },
  {
    title: 'JSON claiming gzip but cut short',
    method: 'put',
    path: (x) => `/props/${x.prop.id}`,
    raw: json('', { 'Content-Encoding': 'gzip' }),
    status: 400,
  },
  {
    title: 'JSON cut short',
    method: 'put',
    path: (x) => `/props/${x.prop.id}`,
    raw: json('{"name": "Ren'),
    status: 400,
  },
  {
    title: 'JSON with a bare string for a body',
    method: 'put',
    path: (x) => `/props/${x.prop.id}`,
    raw: json('"Renamed"'),
    status: 400,
  },
  {
    title: 'JSON array for an object body',
    method: 'put',
    path: (x) => `/props/${x.prop.id}`,
    json: [{ name: 'Renamed' }],
    status: 422,
  },
  {
    title: 'JSON body over 1 MB',
    method: 'post',
    path: '/props/',
    raw: json(JSON.stringify({ name: 'Big', category: 'other', description: long(1_100_000) })),
    status: 413,
  },
];

// The cut-short gzip body: a valid gzip stream missing its tail.
const gzipCase = cases.find((c) => c.title === 'JSON claiming gzip but cut short')!;
const gzipped = zlib.gzipSync(Buffer.from('{"name": "Renamed"}'));
gzipCase.raw!.body = gzipped.subarray(0, gzipped.length - 8);

beforeAll(async () => {
  const { user: admin, department } = await buildMember('admin');
  const student = await buildUser({ role: 'student', department });
  const superuser = await buildUser({ superuser: true });
  const production = await buildProduction({ department });
  const prop = await buildProp({ department, name: 'Lantern', tags: 'period,vintage' });
  const set = await buildSetPiece({ department });
  const costume = await buildCostume({ department });
  const notification = await Notification.create({
    user_id: admin.id,
    department_id: department.id,
    type: 'info',
    category: 'system',
    title: 'Hello',
    message: 'World',
    action_url: null,
    import_job_id: null,
  });
  f = { department, admin, student, superuser, production, prop, set, costume, notification };
  clients = {
    admin: testServer(admin, department),
    superuser: testServer(superuser, department),
    anonymous: testServer(),
  };
  // The first signed request opens the client's session: do it before any snapshot is taken.
  await clients.admin.get(`${API}/users/me`).expect(200);
  await clients.superuser.get(`${API}/users/me`).expect(200);
});

const COUNTED = [
  AuditLog,
  CostumePiece,
  Department,
  DepartmentMembership,
  Notification,
  Production,
  Prop,
  RateLimitHit,
  RefreshToken,
  SetPiece,
  User,
  UserToken,
] as const;

/** Everything a malformed request could have touched. */
async function snapshot() {
  const counts = await Promise.all(COUNTED.map((model) => (model as typeof Prop).count()));
  const records = await Promise.all([
    Department.findByPk(f.department.id),
    User.findByPk(f.admin.id),
    User.findByPk(f.student.id),
    DepartmentMembership.findAll({ where: { department_id: f.department.id }, order: [['id', 'ASC']] }),
    Production.findByPk(f.production.id),
    Prop.findByPk(f.prop.id),
    SetPiece.findByPk(f.set.id),
    CostumePiece.findByPk(f.costume.id),
    Notification.findByPk(f.notification.id),
  ]);
  const uploads = fs.existsSync(config.uploadDir) ? fs.readdirSync(config.uploadDir).sort() : [];
  return JSON.parse(JSON.stringify({ counts, records, uploads })) as unknown;
}

function send(c: Case): request.Test {
  const api = clients[c.as ?? 'admin'];
  const url = `${API}${typeof c.path === 'function' ? c.path(f) : c.path}`;
  let req = api[c.method](url);
  for (const [name, value] of Object.entries(c.headers ?? {})) req = req.set(name, value);
  if (c.raw) {
    for (const [name, value] of Object.entries(c.raw.headers)) req = req.set(name, value);
    return req.send(c.raw.body);
  }
  if (c.form !== undefined) return req.type('form').send(c.form);
  if (c.json !== undefined) return req.send(c.json as object);
  return req;
}

describe('malformed requests', () => {
  it('the corpus is large and covers every resource', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    const paths = cases.map((c) => (typeof c.path === 'function' ? c.path(f) : c.path));
    for (const resource of [
      'auth',
      'users',
      'departments',
      'props',
      'sets',
      'costumes',
      'productions',
      'files',
      'notifications',
      'dashboard',
    ]) {
      expect(paths.some((p) => p.startsWith(`/${resource}/`))).toBe(true);
    }
  });

  /** The statuses that mean one thing, and their code (every answer carries one of the document's). */
  const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
    413: 'payload_too_large',
    415: 'unsupported_encoding',
    422: 'validation_failed',
  };

  it.each(cases.map((c) => [c.title, c] as const))(
    '%s: answers its 4xx and changes nothing',
    async (_, c) => {
      const before = await snapshot();
      const res = await send(c);
      expect({ status: res.status, body: res.body as unknown }).toEqual({
        status: c.status,
        body: expect.objectContaining({ detail: expect.anything() }),
      });
      expect(Object.keys(ERROR_CODES)).toContain(res.body.code);
      if (CODE_OF_STATUS[c.status]) expect(res.body.code).toBe(CODE_OF_STATUS[c.status]);
      if (c.status === 422) {
        const issues = res.body.detail as { loc: unknown[]; msg: unknown; type: unknown }[];
        expect(issues.length).toBeGreaterThan(0);
        for (const issue of issues) {
          expect(issue).toEqual({
            loc: expect.any(Array),
            msg: expect.any(String),
            type: expect.any(String),
          });
        }
        if (c.loc) expect(issues.map((i) => i.loc)).toContainEqual(c.loc);
      } else {
        expect(typeof res.body.detail).toBe('string');
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('validation answers', () => {
  it('name the field, say what is wrong in words and type it', async () => {
    const res = await clients.admin
      .put(`${API}/props/${f.prop.id}`)
      .send({ description: long(5001), condition: 'shiny', colour: 'red' })
      .expect(422);
    expect(res.body.detail).toEqual(
      expect.arrayContaining([
        {
          loc: ['body', 'description'],
          msg: 'Must be no more than 5000 characters',
          type: 'value_error.any_str.max_length',
        },
        {
          loc: ['body', 'condition'],
          msg: 'Must be one of: excellent, good, fair, poor',
          type: 'type_error.enum',
        },
        { loc: ['body', 'colour'], msg: 'Unknown field', type: 'value_error.extra' },
      ]),
    );
    const query = await clients.admin.get(`${API}/props/abc?skip=1e20`).expect(422);
    expect(query.body.detail).toEqual([
      { loc: ['path', 'id'], msg: 'Must be a whole number', type: 'type_error.integer' },
    ]);
    const list = await clients.admin.get(`${API}/props/?skip=-1&limit=1001`).expect(422);
    expect(list.body.detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['query', 'skip'], type: 'value_error.number.not_ge' }),
        expect.objectContaining({ loc: ['query', 'limit'] }),
      ]),
    );
  });
});

describe('search text is literal', () => {
  const names = (res: { body: { name?: string; title?: string }[] }) =>
    res.body.map((row) => row.name ?? row.title);

  // The items' and productions' `search` is a word search (fullTextSearch.test.ts): `%` and `_`
  // there separate words. The substring filters stay literal.
  it('% and _ in tags and substring filters match themselves only', async () => {
    const { user, department } = await buildMember('admin');
    const api = testServer(user, department);
    await buildProp({ department, name: 'Ring 100% gold', tags: 'a_b', location: 'Shelf_1' });
    await buildProp({ department, name: 'Ring 1000 gold', tags: 'axb,ab', location: 'Shelf21' });
    await buildProp({ department, name: 'Back\\slash!', tags: null, location: 'Back\\room!' });
    expect(names(await api.get(`${API}/props/?tags=a_b`).expect(200))).toEqual(['Ring 100% gold']);
    // "ab%" is looked up by its word "ab", then matched whole: the tag "ab" is not "ab%".
    expect(names(await api.get(`${API}/props/?tags=ab%25`).expect(200))).toEqual([]);
    expect(names(await api.get(`${API}/props/?tags=ab`).expect(200))).toEqual(['Ring 1000 gold']);
    expect(names(await api.get(`${API}/props/?location=Shelf_1`).expect(200))).toEqual(['Ring 100% gold']);
    expect(names(await api.get(`${API}/props/?location=%25`).expect(200))).toEqual([]);
    // the escape characters themselves are plain text too
    expect(names(await api.get(`${API}/props/?location=%5C`).expect(200))).toEqual(['Back\\slash!']);
    expect(names(await api.get(`${API}/props/?location=!`).expect(200))).toEqual(['Back\\slash!']);
    expect(names(await api.get(`${API}/props/?location=m!`).expect(200))).toEqual(['Back\\slash!']);
    // still a case-insensitive substring match
    expect(names(await api.get(`${API}/props/?location=SHELF_`).expect(200))).toEqual(['Ring 100% gold']);

    await buildCostume({ department, name: 'Cloak', color: '50% red' });
    await buildCostume({ department, name: 'Cape', color: '500 red' });
    expect(names(await api.get(`${API}/costumes/?color=50%25`).expect(200))).toEqual(['Cloak']);
  });

  it('% and _ in user, department and notification search match themselves only', async () => {
    const { user, department } = await buildMember('admin');
    const api = testServer(user, department);
    await buildUser({ role: 'student', department, first_name: 'Ann_e' });
    await buildUser({ role: 'student', department, first_name: 'Annie' });
    const users = await api.get(`${API}/users/?search=ann_`).expect(200);
    expect(users.body.map((u: { first_name: string }) => u.first_name)).toEqual(['Ann_e']);

    const literal = `${unique('Dept')} 50%`;
    await Department.create({ name: literal });
    await Department.create({ name: `${unique('Dept')} 500` });
    const departments = await api.get(`${API}/departments/?search=50%25&limit=1000`).expect(200);
    const found = departments.body.map((d: { name: string }) => d.name) as string[];
    expect(found).toContain(literal);
    expect(found.every((name) => name.includes('50%'))).toBe(true);

    for (const title of ['Due_today', 'Duextoday']) {
      await Notification.create({
        user_id: user.id,
        department_id: department.id,
        type: 'info',
        category: 'system',
        title,
        message: 'm',
        action_url: null,
        import_job_id: null,
      });
    }
    const notifications = await api.get(`${API}/notifications/?search=due_`).expect(200);
    expect(notifications.body.map((n: { title: string }) => n.title)).toEqual(['Due_today']);
  });
});
