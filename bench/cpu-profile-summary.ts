/**
 * Top functions by self time in a V8 `.cpuprofile` (from `node --cpu-prof`), grouped by function
 * and source location, with the package they come from. `npx tsx bench/cpu-profile-summary.ts <file> [top]`.
 */
import { readFile } from 'node:fs/promises';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[] };

export type ProfileEntry = { name: string; where: string; selfMs: number; share: number };

const packageOf = (url: string) => {
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:') || url === '') return url || '(native)';
  if (url.includes('/.next/')) return 'app (.next chunk)';
  return url.replace(/^file:\/\//, '').split('/').slice(-2).join('/');
};

export async function summarizeProfile(file: string, top = 25): Promise<ProfileEntry[]> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const msPerSample = totalMs / Math.max(profile.samples.length, 1);
  const byKey = new Map<string, ProfileEntry>();
  for (const node of profile.nodes) {
    if (!node.hitCount) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    const where = `${packageOf(url)}${url ? `:${lineNumber + 1}` : ''}`;
    const key = `${name}@${where}`;
    const entry = byKey.get(key) ?? { name, where, selfMs: 0, share: 0 };
    entry.selfMs += node.hitCount * msPerSample;
    byKey.set(key, entry);
  }
  const entries = [...byKey.values()].sort((a, b) => b.selfMs - a.selfMs);
  for (const entry of entries) {
    entry.share = Math.round((entry.selfMs / totalMs) * 1000) / 10;
    entry.selfMs = Math.round(entry.selfMs);
  }
  return entries.slice(0, top);
}

/** Self time summed per package: where the time goes, one line per library. */
export async function summarizeByPackage(file: string): Promise<Array<{ where: string; share: number }>> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
  const totals = new Map<string, number>();
  let all = 0;
  for (const node of profile.nodes) {
    if (!node.hitCount) continue;
    const where = packageOf(node.callFrame.url);
    totals.set(where, (totals.get(where) ?? 0) + node.hitCount);
    all += node.hitCount;
  }
  return [...totals.entries()]
    .map(([where, hits]) => ({ where, share: Math.round((hits / all) * 1000) / 10 }))
    .sort((a, b) => b.share - a.share)
    .slice(0, 15);
}

if (process.argv[1]?.endsWith('cpu-profile-summary.ts') && process.argv[2]) {
  const file = process.argv[2];
  console.table(await summarizeProfile(file, Number(process.argv[3] ?? 25)));
  console.table(await summarizeByPackage(file));
}

type TimedProfile = Profile & { timeDeltas: number[]; nodes: Array<ProfileNode & { children?: number[] }> };

/** A load window on the clock V8's profiles use (CLOCK_MONOTONIC, µs): `process.hrtime` of any process on the machine. */
export type Window = [startUs: number, endUs: number];
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time per request (µs), only from the samples inside the load windows, keyed by `keyOf`
 * (package, or function and place): what one request costs the main thread, start-up and idle
 * periods left out.
 */
export async function selfTimePerRequest(file: string, windows: Window[], requests: number, keyOf: (frame: ProfileNode['callFrame']) => string) {
  const profile = JSON.parse(await readFile(file, 'utf8')) as TimedProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!;
    if (!windows.some(([start, end]) => at >= start && at <= end)) continue;
    const key = keyOf(byId.get(profile.samples[i]!)!.callFrame);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  return new Map([...totals].map(([key, us]) => [key, us / requests]));
}

export const packageOfFrame = (frame: ProfileNode['callFrame']) => (frame.url ? packageOf(frame.url) : frame.functionName || '(native)');
export const functionOfFrame = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url ? `${packageOf(frame.url)}:${frame.lineNumber + 1}` : '(native)'}`;
