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
import { pageOf, type Limit, type RowId, type SearchText, type Skip } from '../lib/validation';
import type { NotificationCategory, NotificationType } from '../models';
import { presentNotification, type NotificationOut } from '../presenters/notifications';
import type { ContactEmailInput, NotificationSettings } from '../services/notifications';
import * as notifications from '../services/notifications';

@Route('notifications')
@Tags('Notifications')
@Security('bearer')
export class NotificationsController extends Controller {
  /**
   * The signed-in user's notifications, newest first. Filter by type, category, read state,
   * `since` (ISO date-time) and text. X-Total-Count gives the total, X-Unread-Count all unread.
   */
  @Get()
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

  /** Marks every notification of the user read. */
  @Put('read-all')
  public async markAllRead(@Request() req: ExpressRequest): Promise<{ updated: number }> {
    return { updated: await notifications.markAllRead(actorOf(req)) };
  }

  /** Deletes every notification of the user ("Clear All Notifications"). */
  @Delete()
  public async clearNotifications(@Request() req: ExpressRequest): Promise<{ deleted: number }> {
    return { deleted: await notifications.clearNotifications(actorOf(req)) };
  }

  /** The user's notification preferences (all on until changed). */
  @Get('settings')
  public getSettings(@Request() req: ExpressRequest): NotificationSettings {
    return notifications.getSettings(actorOf(req));
  }

  /** Saves notification preferences; fields left out keep their value. */
  @Put('settings')
  public async updateSettings(
    @Body() body: Partial<NotificationSettings>,
    @Request() req: ExpressRequest,
  ): Promise<NotificationSettings> {
    return notifications.updateSettings(actorOf(req), body);
  }

  /** Sends the caller a test notification, live and into the list. */
  @Post('simulate')
  @SuccessResponse(201, 'Sent')
  public async simulate(
    @Request() req: ExpressRequest,
    @Query() type: NotificationType = 'info',
    @Query() category: NotificationCategory = 'system',
  ): Promise<{ message: string }> {
    await notifications.simulate(actorOf(req), type, category);
    this.setStatus(201);
    return { message: 'Test notification sent' };
  }

  /** Emails a department's contact person; replies go to the sender. At most 10 an hour. */
  @Post('email')
  @Response<ErrorBody>(400, 'Email can only be sent to the contact of a department')
  @Response<ErrorBody>(429, 'Too many emails sent')
  public async email(
    @Body() body: ContactEmailInput,
    @Request() req: ExpressRequest,
  ): Promise<{ message: string }> {
    await notifications.emailDepartmentContact(actorOf(req), body);
    return { message: 'Email sent' };
  }

  @Put('{id}/read')
  @Response<ErrorBody>(404, 'Notification not found')
  public async markRead(@Path() id: RowId, @Request() req: ExpressRequest): Promise<NotificationOut> {
    return presentNotification(await notifications.markRead(actorOf(req), id));
  }

  @Delete('{id}')
  @SuccessResponse(204, 'Deleted')
  @Response<ErrorBody>(404, 'Notification not found')
  public async deleteNotification(@Path() id: RowId, @Request() req: ExpressRequest): Promise<void> {
    await notifications.deleteNotification(actorOf(req), id);
    this.setStatus(204);
  }
}
