import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, Router } from 'express';

/** Vite content-hashes everything under /assets, so those files can never change at a URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else (index.html, favicon, robots.txt) is revalidated on every use. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA when WEB_DIST_DIR/index.html exists, else returns null (the caller then
 * answers non-API paths with a 404 problem). Deep links such as /dashboard/practice get
 * index.html (history fallback) so the client router can take over; /api never does.
 */
export function spaHandler(webDistDir: string): RequestHandler | null {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return null;

  const router = Router();
  router.use(
    express.static(webDistDir, {
      index: false,
      redirect: false,
      // The SPA's HTML is served by the fallback below, always with the revalidate policy.
      setHeaders: (res, filePath) => {
        const relative = path.relative(webDistDir, filePath).split(path.sep);
        res.setHeader('Cache-Control', relative[0] === 'assets' ? IMMUTABLE : REVALIDATE);
      },
    }),
  );
  router.use((req, res, next) => {
    if (!isHistoryNavigation(req.method, req.path) || req.accepts('html') === false) {
      next();
      return;
    }
    res.sendFile(
      indexFile,
      { cacheControl: false, headers: { 'Cache-Control': REVALIDATE } },
      (error) => {
        if (error) next(error);
      },
    );
  });
  return router;
}

/**
 * A GET/HEAD for a client-side route: not the API, not a hashed asset, and no file extension in
 * the last segment (a missing /favicon.png or /assets/x.js must be a 404, not a page of HTML).
 */
function isHistoryNavigation(method: string, requestPath: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const lower = requestPath.toLowerCase();
  if (lower === '/api' || lower.startsWith('/api/') || lower.startsWith('/assets/')) return false;
  const lastSegment = requestPath.slice(requestPath.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
