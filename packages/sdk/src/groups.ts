import { operationTable } from './generated/openapi.js';
import type { CallOptions } from './operation-types.js';
import type { Transport } from './transport.js';

type Call = (...args: unknown[]) => Promise<unknown>;
type Page = { data: unknown[]; pagination?: { hasMore?: boolean } };

/** Default page size when iterating: the largest the API allows, so the fewest requests. */
const iterationPageSize = 100;

/** Every item of every page, from the query's offset on, one request per page as the loop asks for it. */
async function* paginate(call: Call, head: unknown[], query: Record<string, unknown> | undefined, options: CallOptions | undefined) {
  const limit = query?.limit ?? iterationPageSize;
  let offset = typeof query?.offset === 'number' ? query.offset : 0;
  for (;;) {
    const page = (await call(...head, { ...query, limit, offset }, options)) as Page;
    yield* page.data;
    if (!page.pagination?.hasMore || page.data.length === 0) return;
    offset += page.data.length;
  }
}

/**
 * The methods of every operation whose group `include` accepts, built from the generated operation
 * table: `(id?, input?, options?)`, the input being the query of a read or the body of a write.
 * `unwrap` turns the answer's body into the method's result (the course API's envelope).
 */
export function buildGroups(transports: { secured: Transport; open: Transport }, include: (group: string) => boolean, unwrap: (body: unknown) => unknown = (body) => body) {
  const groups: Record<string, Record<string, unknown>> = {};
  for (const [operationId, operation] of Object.entries(operationTable)) {
    const [group, name] = operationId.split('-') as [string, string];
    if (!include(group)) continue;
    // The path's parameters, in the order the template names them: the method's first arguments.
    const pathNames = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    // Credentials only where the operation takes them: a login must not wait for a session to renew.
    const transport = operation.secured ? transports.secured : transports.open;
    const call: Call = async (...args) => {
      const path = pathNames.length > 0 ? Object.fromEntries(pathNames.map((name, index) => [name, String(args[index])])) : undefined;
      const [input, options] = args.slice(pathNames.length) as [object | undefined, CallOptions | undefined];
      const { data } = await transport.call(
        operation.method,
        operation.path,
        operation.method === 'get' ? { path, query: input } : { path, body: input },
        options,
      );
      return unwrap(data);
    };
    const methods = (groups[group] ??= {});
    if (operation.list) {
      methods[name] = (...args: unknown[]) => {
        const head = args.slice(0, pathNames.length);
        const [query, options] = args.slice(pathNames.length) as [Record<string, unknown> | undefined, CallOptions | undefined];
        return paginate(call, head, query, options);
      };
      methods[`${name}Page`] = call;
    } else {
      methods[name] = call;
    }
  }
  return groups;
}
