import { once } from 'node:events';
import { type AddressInfo, createServer, type Socket } from 'node:net';

/**
 * A TCP server that accepts connections and never answers: a dependency that hangs rather than
 * refuses. `close` drops the connections it holds.
 */
export async function startHungServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
