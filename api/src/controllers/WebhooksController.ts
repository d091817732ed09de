import type { Request as ExpressRequest } from 'express';
import {
  Body,
  Controller,
  Delete,
  Get,
  Path,
  Post,
  Put,
  Query,
  Request,
  Response,
  Route,
  Security,
  SuccessResponse,
  Tags,
} from '@tsoa/runtime';
import type { WebhookEventType } from '../domain/webhookEvents';
import { actorOf } from '../http/actor';
import type { ErrorBody, ValidationErrorBody } from '../http/errorBody';
import type { HeaderCount } from '../http/headers';
import { pageOf, type Limit, type Skip } from '../lib/validation';
import {
  presentDelivery,
  presentEventTypes,
  presentWebhook,
  type WebhookDeliveryOut,
  type WebhookEndpointCreated,
  type WebhookEndpointOut,
  type WebhookEventTypeOut,
  type WebhookSecretOut,
} from '../presenters/webhooks';
import * as webhooks from '../services/webhooks/endpoints';

/** A new webhook. */
export interface WebhookCreateInput {
  /**
   * where to POST the events: https (http only where the server allows it), not a private address
   * @maxLength 2048 Must be no more than 2048 characters
   */
  url: string;
  /**
   * what receives them, for people ("Help desk")
   * @maxLength 200 Must be no more than 200 characters
   */
  description?: string | null;
  /**
   * the events to send (GET /webhook-events): at least one
   * @maxItems 100 Must list no more than 100 events
   */
  events: WebhookEventType[];
  /** on (default) or off */
  enabled?: boolean;
}

/** Changes to a webhook: what is left out stays. Turning it on clears why the system turned it off. */
export interface WebhookUpdateInput {
  /** @maxLength 2048 Must be no more than 2048 characters */
  url?: string;
  /** @maxLength 200 Must be no more than 200 characters */
  description?: string | null;
  /** @maxItems 100 Must list no more than 100 events */
  events?: WebhookEventType[];
  enabled?: boolean;
}

@Route('webhook-events')
@Tags('Webhooks')
@Security('bearer')
export class WebhookEventsController extends Controller {
  /**
   * The events a webhook may choose, with the heading each is listed under and what it means
   * (docs/webhooks.md). The body of each event is in this document's `webhooks`. Any signed-in
   * person may read it.
   * @summary Webhook events
   */
  @Get()
  public listWebhookEvents(): WebhookEventTypeOut[] {
    return presentEventTypes();
  }
}

@Route('departments')
@Tags('Webhooks')
@Security('bearer')
export class WebhooksController extends Controller {
  /**
   * The department's webhooks (its admins and superusers).
   * @summary A department's webhooks
   * @isInt id
   */
  @Get('{id}/webhooks')
  @Response<ErrorBody>(
    403,
    "Not an admin of this department: You do not have permission to manage this department's webhooks",
  )
  @Response<ErrorBody>(404, 'Department not found')
  public async listWebhooks(
    @Path() id: number,
    @Request() req: ExpressRequest,
  ): Promise<WebhookEndpointOut[]> {
    return (await webhooks.listWebhooks(actorOf(req), id)).map(presentWebhook);
  }

  /**
   * Adds a webhook (the department's admins and superusers). The answer carries its signing secret,
   * shown this once. A department has at most 10.
   * @summary Add a webhook
   * @isInt id
   */
  @Post('{id}/webhooks')
  @SuccessResponse(201, 'Added: copy the secret now')
  @Response<ErrorBody>(403, "You do not have permission to manage this department's webhooks")
  @Response<ErrorBody>(404, 'Department not found')
  @Response<ErrorBody>(409, 'A department has at most 10 webhooks')
  @Response<ValidationErrorBody>(422, 'Not an address a webhook may use, or no events chosen')
  public async createWebhook(
    @Path() id: number,
    @Body() body: WebhookCreateInput,
    @Request() req: ExpressRequest,
  ): Promise<WebhookEndpointCreated> {
    const { endpoint, secret } = await webhooks.createWebhook(actorOf(req), id, body);
    this.setStatus(201);
    return { ...presentWebhook(endpoint), secret };
  }

  /**
   * One webhook of the department.
   * @summary A webhook
   * @isInt id
   * @isInt webhookId
   */
  @Get('{id}/webhooks/{webhookId}')
  @Response<ErrorBody>(403, "You do not have permission to manage this department's webhooks")
  @Response<ErrorBody>(404, 'Department or webhook not found')
  public async getWebhook(
    @Path() id: number,
    @Path() webhookId: number,
    @Request() req: ExpressRequest,
  ): Promise<WebhookEndpointOut> {
    return presentWebhook(await webhooks.getWebhook(actorOf(req), id, webhookId));
  }

  /**
   * Changes a webhook's address, description, events, or turns it on or off.
   * @summary Change a webhook
   * @isInt id
   * @isInt webhookId
   */
  @Put('{id}/webhooks/{webhookId}')
  @Response<ErrorBody>(403, "You do not have permission to manage this department's webhooks")
  @Response<ErrorBody>(404, 'Department or webhook not found')
  @Response<ValidationErrorBody>(422, 'Not an address a webhook may use, or no events chosen')
  public async updateWebhook(
    @Path() id: number,
    @Path() webhookId: number,
    @Body() body: WebhookUpdateInput,
    @Request() req: ExpressRequest,
  ): Promise<WebhookEndpointOut> {
    return presentWebhook(await webhooks.updateWebhook(actorOf(req), id, webhookId, body));
  }

  /**
   * Removes a webhook and its delivery log.
   * @summary Remove a webhook
   * @isInt id
   * @isInt webhookId
   */
  @Delete('{id}/webhooks/{webhookId}')
  @SuccessResponse(204, 'Removed')
  @Response<ErrorBody>(403, "You do not have permission to manage this department's webhooks")
  @Response<ErrorBody>(404, 'Department or webhook not found')
  public async deleteWebhook(
    @Path() id: number,
    @Path() webhookId: number,
    @Request() req: ExpressRequest,
  ): Promise<void> {
    await webhooks.deleteWebhook(actorOf(req), id, webhookId);
    this.setStatus(204);
  }

  /**
   * Makes a new signing secret, shown this once. The previous one keeps signing beside it for 24
   * hours (two signatures in `webhook-signature`), so the receiver can change over.
   * @summary Rotate a webhook's secret
   * @isInt id
   * @isInt webhookId
   */
  @Post('{id}/webhooks/{webhookId}/secret')
  @Response<ErrorBody>(403, "You do not have permission to manage this department's webhooks")
  @Response<ErrorBody>(404, 'Department or webhook not found')
  public async rotateWebhookSecret(
    @Path() id: number,
    @Path() webhookId: number,
    @Request() req: ExpressRequest,
  ): Promise<WebhookSecretOut> {
    return webhooks.rotateSecret(actorOf(req), id, webhookId);
  }

  /**
   * Sends a `webhook.ping` to the webhook now ("Send test"); its delivery is in the log.
   * @summary Send a test message
   * @isInt id
   * @isInt webhookId
   */
  @Post('{id}/webhooks/{webhookId}/ping')
  @SuccessResponse(202, 'Queued')
  @Response<ErrorBody>(403, "You do not have permission to manage this department's webhooks")
  @Response<ErrorBody>(404, 'Department or webhook not found')
  @Response<ErrorBody>(409, 'The webhook is off')
  @Response<
    ErrorBody,
    {
      /** seconds to wait before trying again */
      'Retry-After': HeaderCount;
    }
  >(429, 'Too many messages sent by hand to this webhook')
  public async pingWebhook(
    @Path() id: number,
    @Path() webhookId: number,
    @Request() req: ExpressRequest,
  ): Promise<WebhookDeliveryOut> {
    const delivery = await webhooks.pingWebhook(actorOf(req), id, webhookId);
    this.setStatus(202);
    return presentDelivery(delivery, []);
  }

  /**
   * The webhook's delivery log, newest first, each delivery with its attempts (kept 30 days).
   * @summary A webhook's deliveries
   * @isInt id
   * @isInt webhookId
   */
  @Get('{id}/webhooks/{webhookId}/deliveries')
  @SuccessResponse<{
    /** how many deliveries the log has in all */
    'X-Total-Count': HeaderCount;
  }>(200, 'The page of deliveries asked for')
  @Response<ErrorBody>(403, "You do not have permission to manage this department's webhooks")
  @Response<ErrorBody>(404, 'Department or webhook not found')
  public async listWebhookDeliveries(
    @Path() id: number,
    @Path() webhookId: number,
    @Request() req: ExpressRequest,
    @Query() skip?: Skip,
    @Query() limit?: Limit,
  ): Promise<WebhookDeliveryOut[]> {
    const page = pageOf(skip, limit ?? 20);
    const { rows, attempts, total } = await webhooks.listDeliveries(
      actorOf(req),
      id,
      webhookId,
      page.skip,
      page.limit,
    );
    this.setHeader('X-Total-Count', String(total));
    return rows.map((row) => presentDelivery(row, attempts.get(row.id) ?? []));
  }

  /**
   * Sends a delivery again now ("Send again"): the same message, with the same `webhook-id`.
   * @summary Send a delivery again
   * @isInt id
   * @isInt webhookId
   * @isInt deliveryId
   */
  @Post('{id}/webhooks/{webhookId}/deliveries/{deliveryId}/retry')
  @SuccessResponse(202, 'Queued')
  @Response<ErrorBody>(403, "You do not have permission to manage this department's webhooks")
  @Response<ErrorBody>(404, 'Department, webhook or delivery not found')
  @Response<ErrorBody>(409, 'The webhook is off')
  @Response<
    ErrorBody,
    {
      /** seconds to wait before trying again */
      'Retry-After': HeaderCount;
    }
  >(429, 'Too many messages sent by hand to this webhook')
  public async retryWebhookDelivery(
    @Path() id: number,
    @Path() webhookId: number,
    @Path() deliveryId: number,
    @Request() req: ExpressRequest,
  ): Promise<WebhookDeliveryOut> {
    const delivery = await webhooks.redeliver(actorOf(req), id, webhookId, deliveryId);
    this.setStatus(202);
    const attempts = await webhooks.attemptsOf([delivery.id]);
    return presentDelivery(delivery, attempts.get(delivery.id) ?? []);
  }
}
