import { Controller, Get, Route, Security, Tags } from '@tsoa/runtime';
import { listStocks, type LabelStockOut } from '../services/labels';

@Route('labels')
@Tags('Labels')
@Security('bearer')
export class LabelsController extends Controller {
  /**
   * The label stocks the label calls print on (`stock` of `GET /props/labels` and the other kinds'),
   * with names for people (docs/labels-and-scanning.md, "Stocks"). Anyone signed in.
   * @summary List the label stocks
   */
  @Get('stocks')
  public listLabelStocks(): LabelStockOut[] {
    return listStocks();
  }
}
