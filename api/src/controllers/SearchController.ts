import type { Request as ExpressRequest } from 'express';
import {
  Body,
  Controller,
  Post,
  Request,
  Response,
  Route,
  Security,
  SuccessResponse,
  Tags,
} from '@tsoa/runtime';
import { actorOf } from '../http/actor';
import { searchTicketOf } from '../http/searchAllowance';
import type { ErrorBody } from '../http/errorBody';
import type { HeaderCount, HeaderFlag } from '../http/headers';
import { presentBorrowable, type BorrowableItemOut } from '../presenters/search';
import {
  advancedSearch,
  interDepartmentSearch,
  type AdvancedSearchInput,
  type InterDepartmentSearchInput,
} from '../services/search';

@Route('search')
@Tags('Search')
@Security('bearer')
export class SearchController extends Controller {
  /**
   * The borrowing search: props, set pieces and costume pieces of other departments (never the
   * current department's), nearest department first, then by name; any member of the current
   * department may call it. `query` matches name, description, tags and the kind's other text;
   * `category` a prop's or costume's category, or for set pieces backdrop, platform, furniture,
   * architectural or other, read from the words of their name and description; `tags` (comma-
   * separated) any of them. `distance` is great-circle miles between the two departments'
   * coordinates; with `max_distance` only departments within it count (departments without
   * coordinates are left out), and without it every department does, those without coordinates last
   * with `distance` null. An item is `available` when no production holds it, no approved, active or
   * overdue loan overlaps `date_range` (default today), and the current department has not already
   * asked for it for those days (`requested_by_you`). `available_only` (default true) leaves out what
   * productions and loans hold; items you have asked for stay, flagged. X-Total-Count gives how many
   * match, counted nearest department first: the count stops once it passes the page by 100 (whole
   * departments at a time), and X-Total-Count-Exact says whether it counted every match.
   * A search looks for at most 8 words (one-letter words are left out) and 10 tags (422 beyond);
   * each person may run 20 searches at once, then one a second, two at a time (429 with
   * Retry-After), counted before the body is read; one search has SEARCH_TIME_LIMIT_MS (1 s) in the
   * database (400 `search_too_broad`), and stops when its client goes away.
   * @summary Search other departments' items to borrow
   */
  @Post('inter-department')
  @SuccessResponse<{
    /**
     * how many items match, whatever `skip` and `limit` cut out; when X-Total-Count-Exact is `false`
     * the count stopped early, with at least `skip` + `limit` + 100 counted
     */
    'X-Total-Count': HeaderCount;
    /** `true`: X-Total-Count is every match; `false`: departments further away were not counted, so more may match */
    'X-Total-Count-Exact': HeaderFlag;
  }>(200, 'The page of items asked for')
  @Response<ErrorBody>(
    400,
    'Your department has no location yet: an admin can add its latitude and longitude in the department settings (with `max_distance`); or the search ran past its time limit, or (MySQL/MariaDB) looks for a two-letter word in more than 16 departments (`search_too_broad`)',
  )
  @Response<
    ErrorBody,
    {
      /** seconds to wait before trying again */
      'Retry-After': HeaderCount;
    }
  >(
    429,
    'Too many searches of one person (20 at once, then one a second; two running at once), or searches busy',
  )
  public async searchInterDepartment(
    @Body() body: InterDepartmentSearchInput,
    @Request() req: ExpressRequest,
  ): Promise<BorrowableItemOut[]> {
    const { items, total, exact } = await interDepartmentSearch(actorOf(req), body, searchTicketOf(req));
    this.setHeader('X-Total-Count', String(total));
    this.setHeader('X-Total-Count-Exact', String(exact));
    return items.map(presentBorrowable);
  }

  /**
   * The current department's own props, set pieces and costume pieces in one list, ordered by name;
   * any member may call it. The filters are the borrowing search's, without distance and dates:
   * `available` means free today (no production holds the item, no approved, active or overdue loan
   * covers today), and `available_only` (default false) keeps only those. `distance` is null and
   * `requested_by_you` false. X-Total-Count gives how many match.
   * @summary Search your department's items of every kind
   */
  @Post('advanced')
  @SuccessResponse<{
    /** how many items match in all, whatever `skip` and `limit` cut out */
    'X-Total-Count': HeaderCount;
  }>(200, 'The page of items asked for')
  @Response<ErrorBody>(400, 'The search ran past its time limit (`search_too_broad`): narrow it')
  @Response<
    ErrorBody,
    {
      /** seconds to wait before trying again */
      'Retry-After': HeaderCount;
    }
  >(
    429,
    'Too many searches of one person (20 at once, then one a second; two running at once), or searches busy',
  )
  public async searchAdvanced(
    @Body() body: AdvancedSearchInput,
    @Request() req: ExpressRequest,
  ): Promise<BorrowableItemOut[]> {
    const { items, total } = await advancedSearch(actorOf(req), body, searchTicketOf(req));
    this.setHeader('X-Total-Count', String(total));
    return items.map(presentBorrowable);
  }
}
