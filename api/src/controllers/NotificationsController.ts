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
import { actorOf } from '../http/actor';
import type { ErrorBody } from '../http/errorBody';
import type { HeaderCount } from '../http/headers';
import { pageOf, type Limit, type RowId, type SearchText, type Skip } from '../lib/validation';
import type { NotificationCategory, NotificationType } from '../models';
import {
  presentNotification,
  type ContactEmailSentOut,
  type NotificationOut,
  type NotificationsClearedOut,
  type NotificationsMarkedReadOut,
  type TestNotificationSentOut,
} from '../presenters/notifications';
import type { NotificationSettings } from '../domain/notificationSettings';
import type { ContactEmailInput, NotificationSettingsInput } from '../services/notifications';
import * as notifications from '../services/notifications';

@Route('notifications')
@Tags('Notifications')
@Security('bearer')
export class NotificationsController extends Controller {
  /**
   * Lists the signed-in person's own notifications, newest first; any signed-in person may call
   * it. Kinds the person hides in their settings (`show…Notifications` off) are left out, here and
   * in the counts. Filter by type, category, read state, `since` (ISO date-time: that moment or
   * later) and text (title and message). X-Total-Count gives how many match in all,
   * X-Unread-Count how many of the person's shown notifications are unread, whatever the filters.
   * @summary List your notifications
   */
  @Get()
  @SuccessResponse<{
    /** how many notifications match the filters in all, whatever `skip` and `limit` cut out */
    'X-Total-Count': HeaderCount;
    /** how many of the person's shown notifications are unread, whatever the filters */
    'X-Unread-Count': HeaderCount;
  }>(200, 'The page of notifications asked for')
  public async listNotifications(
    @Request() req: ExpressRequest,
    @Query() skip?: Skip,
    @Query() limit?: Limit,
    @Query() type?: NotificationType,
    @Query() category?: NotificationCategory,
    @Query() read?: boolean,
    @Query() since?: Date,
    @Query() search?: SearchText,
  ): Promise<NotificationOut[]> {
    const { items, total, unread } = await notifications.listNotifications(
      actorOf(req),
      { type, category, read, since, search },
      pageOf(skip, limit),
    );
    this.setHeader('X-Total-Count', String(total));
    this.setHeader('X-Unread-Count', String(unread));
    return items.map(presentNotification);
  }

  /**
   * Marks every unread notification of the signed-in person read; any signed-in person may call
   * it. Answers how many it changed.
   * @summary Mark all your notifications read
   */
  @Put('read-all')
  public async markAllRead(@Request() req: ExpressRequest): Promise<NotificationsMarkedReadOut> {
    return { updated: await notifications.markAllRead(actorOf(req)) };
  }

  /**
   * Deletes every notification of the signed-in person ("Clear All Notifications"); any signed-in
   * person may call it. Answers how many it deleted.
   * @summary Delete all your notifications
   */
  @Delete()
  public async clearNotifications(@Request() req: ExpressRequest): Promise<NotificationsClearedOut> {
    return { deleted: await notifications.clearNotifications(actorOf(req)) };
  }

  /**
   * Answers the signed-in person's notification preferences; every one is on until changed. Any
   * signed-in person may call it.
   * @summary Get your notification settings
   */
  @Get('settings')
  public getSettings(@Request() req: ExpressRequest): NotificationSettings {
    return notifications.getSettings(actorOf(req));
  }

  /**
   * Saves the signed-in person's notification preferences: fields left out keep their value. Any
   * signed-in person may call it. Answers all the preferences as saved, and sends them as a
   * `notification_settings` event to the person's open `/notifications` sockets (their other
   * devices).
   * @summary Update your notification settings
   */
  @Put('settings')
  public async updateSettings(
    @Body() body: NotificationSettingsInput,
    @Request() req: ExpressRequest,
  ): Promise<NotificationSettings> {
    return notifications.updateSettings(actorOf(req), body);
  }

  /**
   * Sends the caller a test notification of the given type and category (default `info`,
   * `system`): it is stored in their list and pushed live on the realtime socket, never emailed.
   * Any signed-in person may call it, 20 times an hour (429 with Retry-After beyond); it reaches
   * nobody else.
   * @summary Send yourself a test notification
   */
  @Post('simulate')
  @SuccessResponse(201, 'Sent')
  @Response<
    ErrorBody,
    {
      /** seconds to wait before trying again */
      'Retry-After': HeaderCount;
    }
  >(429, 'Too many test notifications. Please try again in … minutes.')
  public async simulate(
    @Request() req: ExpressRequest,
    @Query() type: NotificationType = 'info',
    @Query() category: NotificationCategory = 'system',
  ): Promise<TestNotificationSentOut> {
    await notifications.simulate(actorOf(req), type, category);
    this.setStatus(201);
    return { message: 'Test notification sent' };
  }

  /**
   * Emails the contact person of a department (lending questions); active members of a department
   * (and superusers) may call it, others get 403. `to` must be a department's contact address that
   * its owner confirmed (400 otherwise); the mail names the sender and their department, and replies
   * go to the sender. Each person may send 10 an hour, and each address receives 20 an hour: more
   * answer 429 with Retry-After.
   * @summary Email a department's contact
   */
  @Post('email')
  @Response<ErrorBody>(
    400,
    'Invalid email address, not the contact of a department, or {department} has not confirmed its contact address yet (see detail)',
  )
  @Response<ErrorBody>(
    403,
    'Only active members of a department can email other departments. Accept your invitation first.',
  )
  @Response<
    ErrorBody,
    {
      /** seconds to wait before sending again */
      'Retry-After': HeaderCount;
    }
  >(429, 'Too many emails sent. Please try again in … minutes.')
  public async email(
    @Body() body: ContactEmailInput,
    @Request() req: ExpressRequest,
  ): Promise<ContactEmailSentOut> {
    await notifications.emailDepartmentContact(actorOf(req), body);
    return { message: 'Email sent' };
  }

  /**
   * Marks one of the signed-in person's notifications read and answers it; any signed-in person
   * may call it. Another person's notification is a 404.
   * @summary Mark a notification read
   */
  @Put('{id}/read')
  @Response<ErrorBody>(404, 'Notification not found')
  public async markRead(@Path() id: RowId, @Request() req: ExpressRequest): Promise<NotificationOut> {
    return presentNotification(await notifications.markRead(actorOf(req), id));
  }

  /**
   * Deletes one of the signed-in person's notifications; any signed-in person may call it. Another
   * person's notification is a 404.
   * @summary Delete a notification
   */
  @Delete('{id}')
  @SuccessResponse(204, 'Deleted')
  @Response<ErrorBody>(404, 'Notification not found')
  public async deleteNotification(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await notifications.deleteNotification(actorOf(req), id);
    this.setStatus(204);
  }
}
