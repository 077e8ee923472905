import http from 'node:http';
import https from 'node:https';

/**
 * Kept-alive connections to webhook receivers, one pool per origin and checked address. A socket
 * in a pool was opened to that pool's address and no other, so an attempt that reuses one still
 * goes to the address its own target check approved: when a receiver's name starts resolving
 * elsewhere (DNS rebinding, a move), the new address gets a pool of its own, and the old pool's
 * sockets are never handed to it.
 */

/**
 * How long an idle connection is kept. Below the 5 s a Node.js server keeps one (and the 60 s and
 * more of most proxies); a receiver announcing less (`Keep-Alive: timeout=n`) is believed, a second
 * earlier. A socket the receiver closes anyway while a request is being written is tried once more
 * on a fresh connection (webhook-sender.ts).
 */
const IDLE_SOCKET_MS = 4000;

/** Pools with no socket left are dropped at most this often, so a pool per address ever seen does not pile up. */
const SWEEP_EVERY_MS = 60_000;

/** An address the caller resolved and approved (the SSRF check): the socket connects to it as is. */
export type ResolvedAddress = { address: string; family: 4 | 6 };

export type ConnectionPools = {
  /** The agent whose sockets all go to `address` for `url`'s origin. */
  agentFor(url: URL, address: ResolvedAddress): http.Agent;
  /** Closes every kept connection (tests, shutdown); requests under way fail. */
  destroy(): void;
};

export function createConnectionPools(): ConnectionPools {
  const pools = new Map<string, http.Agent>();
  let sweptAt = Date.now();

  const isEmpty = (agent: http.Agent) => Object.keys(agent.sockets).length === 0 && Object.keys(agent.freeSockets).length === 0 && Object.keys(agent.requests).length === 0;

  function sweep() {
    sweptAt = Date.now();
    for (const [key, agent] of pools) {
      if (isEmpty(agent)) {
        agent.destroy();
        pools.delete(key);
      }
    }
  }

  return {
    agentFor(url, address) {
      if (Date.now() - sweptAt > SWEEP_EVERY_MS) sweep();
      const key = `${url.origin} ${address.address}`;
      let agent = pools.get(key);
      if (!agent) {
        const options: http.AgentOptions = { keepAlive: true, timeout: IDLE_SOCKET_MS, scheduling: 'lifo' };
        agent = url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
        pools.set(key, agent);
      }
      return agent;
    },
    destroy() {
      for (const agent of pools.values()) agent.destroy();
      pools.clear();
    },
  };
}
