import { z } from 'zod';

/**
 * A syntactically valid UUID v4 that names no row: the example of every id in a path. Tools that
 * call each operation of the OpenAPI document (contract testers such as Dredd, fuzzers) need a
 * value for each path parameter; this one gets a 404, which is a documented answer.
 */
export const EXAMPLE_ROW_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

/**
 * The id of a row in a path (`/payments/{id}`). A plain string, not `z.uuid()`: an id that is not
 * a UUID names no row, so it is answered 404 like any other unknown id, not 400.
 */
export const rowIdParam = (description: string) => z.string().meta({ description, example: EXAMPLE_ROW_ID });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `text` could be a row's id: only then is it worth an id lookup (Postgres would refuse it as a uuid). */
export const isRowId = (text: string) => UUID.test(text);
