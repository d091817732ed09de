/**
 * Answers whose JSON text is already written (pages the database rendered, db/renderedJson.ts),
 * sent as they are instead of being parsed and stringified again.
 */
import type { Express } from 'express';
import type { JsonText } from '../db/renderedJson';

/** JSON text on its way to the client. Stringified anywhere else, it gives the value it holds. */
export class RenderedJson {
  constructor(readonly text: string) {}

  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

/**
 * `text` as a controller's answer. tsoa documents the answer from the method's declared type, so
 * the text is typed as the value it holds (the tests check each answer against the document too).
 */
export function renderedAnswer<T>(text: JsonText<T>): T {
  return new RenderedJson(text) as unknown as T;
}

/** `res.json` sends a RenderedJson's text as it is; everything else as Express does. */
export function sendRenderedJson(app: Express): void {
  const json = app.response.json;
  app.response.json = function (this: typeof app.response, body?: unknown) {
    if (!(body instanceof RenderedJson)) return json.call(this, body);
    if (!this.get('Content-Type')) this.set('Content-Type', 'application/json');
    return this.send(body.text);
  };
}
