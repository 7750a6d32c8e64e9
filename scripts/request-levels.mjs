// "Sequential request levels before the meaningful paint" (issue 11's measure of a page's request waterfall), from the
// DevTools protocol log of a Lighthouse run (artifacts.DevtoolsLog).
//
// A request's level is 1 for the page's document and otherwise 1 + the highest level among the earlier requests it
// waited for:
// - the URL that initiated it (the parser's document or style sheet) and every script on its initiator's call stack
//   (a chunk loaded by webpack's runtime in main.js from code in another chunk waits for both; async parent stacks
//   count too: the log has them);
// - for a request sent by a script, every fetch or XHR answer that was in before it was sent: the data it may have
//   been waiting for (config.json and remotes.json before a remote's manifest, the manifest before the remote's entry),
//   which no stack shows. This makes the figure an upper bound where a script's request follows an answer it did not
//   need.
// The page's levels before a paint: the highest level among the requests that finished before that paint (observed,
// not simulated). API calls count, unlike in Lighthouse's critical-request-chains audit, which leaves out fetches and
// low-priority (async) scripts. A CORS preflight is a level of its own (a round trip its request waits for).

/** The URLs a request waited for, from its initiator: the initiator's URL and every frame of its stacks. */
function initiatorUrls(initiator) {
  const urls = new Set();
  if (initiator?.url) urls.add(initiator.url);
  for (let stack = initiator?.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames ?? []) if (frame.url) urls.add(frame.url);
  }
  return urls;
}

const isNetworkUrl = (url) => /^https?:/.test(url);

/**
 * Every network request of the log with its level, in the order they were sent.
 * @param {{ method: string, params: any }[]} devtoolsLog
 * @returns {{ url: string, level: number, startS: number, endS: number | undefined, type: string | undefined }[]}
 */
export function requestLevels(devtoolsLog) {
  /** @type {Map<string, { url: string, initiator: any, startS: number, endS: number | undefined, type: string | undefined }>} */
  const byId = new Map();
  for (const { method, params } of devtoolsLog) {
    if (method === 'Network.requestWillBeSent') {
      const known = byId.get(params.requestId);
      // A redirect keeps the request's id: the first send is its start, the last URL its address.
      if (known) known.url = params.request.url;
      else byId.set(params.requestId, { url: params.request.url, initiator: params.initiator, startS: params.timestamp, endS: undefined, type: params.type });
    } else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') {
      const known = byId.get(params.requestId);
      if (known) known.endS = params.timestamp;
    }
  }
  const requests = [...byId.values()].filter((r) => isNetworkUrl(r.url)).sort((a, b) => a.startS - b.startS);
  /** The first request of each URL, with its level. */
  const levelOf = new Map();
  const out = [];
  for (const request of requests) {
    let level = 1;
    for (const url of initiatorUrls(request.initiator)) {
      const parent = levelOf.get(url);
      if (parent !== undefined) level = Math.max(level, parent + 1);
    }
    if (request.initiator?.type === 'script') {
      for (const answer of out) {
        const isData = answer.type === 'Fetch' || answer.type === 'XHR';
        if (isData && answer.endS !== undefined && answer.endS <= request.startS) level = Math.max(level, answer.level + 1);
      }
    }
    if (!levelOf.has(request.url)) levelOf.set(request.url, level);
    out.push({ url: request.url, level, startS: request.startS, endS: request.endS, type: request.type });
  }
  return out;
}

/**
 * The highest level among the requests that finished by a moment (a paint's timestamp, in microseconds of the trace
 * clock, which the DevTools log shares in seconds); 0 when none had.
 */
export function levelsBefore(devtoolsLog, paintTsMicros) {
  const done = requestLevels(devtoolsLog).filter((r) => r.endS !== undefined && r.endS * 1e6 <= paintTsMicros);
  return done.reduce((most, r) => Math.max(most, r.level), 0);
}
