import type { FastifyInstance } from 'fastify';
import { clickIngestRoutes } from './clique-ingest.routes.js';
import { clickReportRoutes } from './clique-report.routes.js';

/** The routes' group in the API reference. */
const TAGS = ['Relatórios'];

/**
 * SPEC §7 'Reports and home' (decision 0019): click ingestion (clique-ingest.routes.ts) and the click report
 * with its option lists and the 'Downloads' view (clique-report.routes.ts), in one context: the beacons'
 * text/plain parser is this plugin's alone.
 */
export async function relatorioRoutes(app: FastifyInstance): Promise<void> {
  clickIngestRoutes(app, TAGS);
  clickReportRoutes(app, TAGS);
}
