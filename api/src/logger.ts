import pino from 'pino';
import { config } from './config';

/** Structured JSON logs; request logs carry the request id (see http/app middleware). */
export const logger = pino({ level: config.logLevel, base: { service: 'scenedock-api' } });
