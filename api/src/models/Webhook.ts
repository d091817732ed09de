import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';
import { sequelize } from '../db/sequelize';

/** Why the system turned an endpoint off: it answered 410 Gone, or it failed for three days. */
export const WEBHOOK_DISABLED_REASONS = ['gone', 'failing'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** A department's receiver of events (migration 0029). */
export class WebhookEndpoint extends Model<
  InferAttributes<WebhookEndpoint>,
  InferCreationAttributes<WebhookEndpoint>
> {
  declare id: CreationOptional<number>;
  declare department_id: number;
  declare url: string;
  declare description: string | null;
  /** JSON array of event types (services/webhooks/endpoints.ts reads and writes it) */
  declare events: string;
  declare enabled: CreationOptional<boolean>;
  /** the signing secret, encrypted (services/webhooks/secrets.ts) */
  declare secret_ciphertext: string;
  /** `whsec_…` and its last four characters: enough to tell secrets apart, never enough to sign */
  declare secret_hint: string;
  declare previous_secret_ciphertext: CreationOptional<string | null>;
  declare previous_secret_expires_at: CreationOptional<Date | null>;
  declare disabled_reason: CreationOptional<WebhookDisabledReason | null>;
  declare disabled_at: CreationOptional<Date | null>;
  /** the first failure since the last success */
  declare failing_since: CreationOptional<Date | null>;
  /** a delivery to it is in flight until then (one at a time per endpoint) */
  declare sending_until: CreationOptional<Date | null>;
  declare created_by: number | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

WebhookEndpoint.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    url: { type: DataTypes.STRING(2048), allowNull: false },
    description: { type: DataTypes.STRING(200), allowNull: true },
    events: { type: DataTypes.TEXT, allowNull: false },
    enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    secret_ciphertext: { type: DataTypes.TEXT, allowNull: false },
    secret_hint: { type: DataTypes.STRING(16), allowNull: false },
    previous_secret_ciphertext: { type: DataTypes.TEXT, allowNull: true },
    previous_secret_expires_at: { type: DataTypes.DATE, allowNull: true },
    disabled_reason: { type: DataTypes.STRING(16), allowNull: true },
    disabled_at: { type: DataTypes.DATE, allowNull: true },
    failing_since: { type: DataTypes.DATE, allowNull: true },
    sending_until: { type: DataTypes.DATE, allowNull: true },
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    created_at: DataTypes.DATE,
    updated_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'webhook_endpoints', underscored: true },
);

/** One message to one endpoint, written with the change it tells of. */
export class WebhookDelivery extends Model<
  InferAttributes<WebhookDelivery>,
  InferCreationAttributes<WebhookDelivery>
> {
  declare id: CreationOptional<number>;
  declare endpoint_id: number;
  declare department_id: number;
  /** the `webhook-id` header: the same on every attempt, so receivers can de-duplicate */
  declare message_id: string;
  declare event_type: string;
  /** the body, exactly as sent */
  declare payload: string;
  declare status: WebhookDeliveryStatus;
  declare attempt_count: CreationOptional<number>;
  declare next_attempt_at: Date | null;
  declare last_status_code: CreationOptional<number | null>;
  declare last_error: CreationOptional<string | null>;
  declare delivered_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

WebhookDelivery.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    endpoint_id: { type: DataTypes.INTEGER, allowNull: false },
    department_id: { type: DataTypes.INTEGER, allowNull: false },
    message_id: { type: DataTypes.STRING(40), allowNull: false },
    event_type: { type: DataTypes.STRING(64), allowNull: false },
    payload: { type: DataTypes.TEXT, allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false },
    attempt_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    next_attempt_at: { type: DataTypes.DATE, allowNull: true },
    last_status_code: { type: DataTypes.INTEGER, allowNull: true },
    last_error: { type: DataTypes.STRING(255), allowNull: true },
    delivered_at: { type: DataTypes.DATE, allowNull: true },
    created_at: DataTypes.DATE,
    updated_at: DataTypes.DATE,
  },
  { sequelize, tableName: 'webhook_deliveries', underscored: true },
);

/** One try of a delivery. */
export class WebhookAttempt extends Model<
  InferAttributes<WebhookAttempt>,
  InferCreationAttributes<WebhookAttempt>
> {
  declare id: CreationOptional<number>;
  declare delivery_id: number;
  declare attempted_at: Date;
  declare status_code: number | null;
  declare error: string | null;
  /** the start of the receiver's answer (at most 1000 characters) */
  declare response_excerpt: string | null;
  declare duration_ms: number;
  /** sent again by a person ("Send again"), not by the schedule */
  declare manual: boolean;
}

WebhookAttempt.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    delivery_id: { type: DataTypes.INTEGER, allowNull: false },
    attempted_at: { type: DataTypes.DATE, allowNull: false },
    status_code: { type: DataTypes.INTEGER, allowNull: true },
    error: { type: DataTypes.STRING(255), allowNull: true },
    response_excerpt: { type: DataTypes.TEXT, allowNull: true },
    duration_ms: { type: DataTypes.INTEGER, allowNull: false },
    manual: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
  },
  { sequelize, tableName: 'webhook_attempts', underscored: true, timestamps: false },
);
