import {
  acknowledgementSchema,
  apiErrorSchema,
  createSavedColumnsBodySchema,
  createSavedFilterBodySchema,
  createSavedViewBodySchema,
  favoritesBulkUpdateBodySchema,
  gridPresetsQuerySchema,
  gridPresetsSchema,
  idParamsSchema,
  presetListQuerySchema,
  savedColumnsAnswerSchema,
  savedColumnsListQuerySchema,
  savedColumnsListSchema,
  savedFilterAnswerSchema,
  savedFilterFavoritesAnswerSchema,
  savedFilterListSchema,
  savedViewAnswerSchema,
  savedViewFavoritesAnswerSchema,
  savedViewListSchema,
  updateSavedColumnsBodySchema,
  updateSavedFilterBodySchema,
  updateSavedViewBodySchema,
} from '@paygrid/contracts';
import { SAVED_VIEWS_PAGE_SIZE } from '@paygrid/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Db } from '../../db/client';
import { organizationOf } from '../../http/route-access';
import type { AuditLog } from '../audit/audit-log';
import type { AuditTrail } from '../audit/record';
import { savedColumnsResource, savedFilterResource, savedViewResource } from './resources';
import {
  createOwnColumns,
  createSharedPreset,
  deletePreset,
  gridPresets,
  listOwnColumns,
  listSharedPresets,
  type PresetAttributes,
  type PresetRow,
  reorderFavorites,
  type SharedPresetKind,
  updatePreset,
  visiblePreset,
} from './service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const access = { access: { organization: 'view' as const } };

type CreateBody = {
  data: {
    attributes: PresetAttributes & {
      grid_code: string;
      name: string;
      access_scope: 'private' | 'organization';
      is_favorite: boolean;
    };
  };
};
type UpdateBody = { data: { attributes: PresetAttributes } };

/** What differs between the views' and the filters' paths: the kind, its words and its wire schemas. */
type SharedPresetPaths = {
  kind: SharedPresetKind;
  path: string;
  tag: string;
  /** The kind as the summaries name it: "view", "filter". */
  noun: string;
  resource: (row: PresetRow) => unknown;
  schemas: {
    list: ZodType;
    answer: ZodType;
    favorites: ZodType;
    create: ZodType<CreateBody>;
    update: ZodType<UpdateBody>;
  };
};

const sharedPresetPaths: SharedPresetPaths[] = [
  {
    kind: 'view',
    path: '/dashboard/views',
    tag: 'saved views',
    noun: 'view',
    resource: savedViewResource,
    schemas: {
      list: savedViewListSchema,
      answer: savedViewAnswerSchema,
      favorites: savedViewFavoritesAnswerSchema,
      create: createSavedViewBodySchema,
      update: updateSavedViewBodySchema,
    },
  },
  {
    kind: 'filter',
    path: '/dashboard/filters',
    tag: 'saved filters',
    noun: 'filter',
    resource: savedFilterResource,
    schemas: {
      list: savedFilterListSchema,
      answer: savedFilterAnswerSchema,
      favorites: savedFilterFavoritesAnswerSchema,
      create: createSavedFilterBodySchema,
      update: updateSavedFilterBodySchema,
    },
  },
];

/** SPEC §7's saved views, saved filters and saved columns: one presets module behind their own paths. */
export function presetRoutes(app: FastifyInstance, deps: { db: Db; audit: AuditLog }): void {
  for (const paths of sharedPresetPaths) sharedPresetRoutes(app, deps, paths);
  ownColumnsRoutes(app, deps.db);
  gridPresetsRoute(app, deps.db);
}

/** A grid page's presets in one request (issue 34; ADR 0099): the paged lists above stay for SPEC §7's loop. */
function gridPresetsRoute(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard/presets',
    {
      config: access,
      schema: {
        tags: ['saved views'],
        summary: "A grid's favourite views and filters and your own columns, in one answer",
        querystring: gridPresetsQuerySchema,
        response: { 200: gridPresetsSchema, 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => {
      const presets = await gridPresets(db, organizationOf(request), request.query['filter[grid_code]']);
      return {
        data: {
          views: presets.views.map(savedViewResource),
          filters: presets.filters.map(savedFilterResource),
          columns: presets.columns ? savedColumnsResource(presets.columns) : null,
        },
      };
    },
  );
}

function sharedPresetRoutes(
  app: FastifyInstance,
  { db, audit }: { db: Db; audit: AuditLog },
  paths: SharedPresetPaths,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { kind, path, noun, resource, schemas } = paths;
  const tags = [paths.tag];

  typed.get(
    path,
    {
      config: access,
      schema: {
        tags,
        summary: `Saved ${noun}s of the current organisation`,
        querystring: presetListQuerySchema,
        response: { 200: schemas.list, ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const favorite = query['filter[is_favorite]'];
      const { rows, pages, page } = await listSharedPresets(db, organizationOf(request), kind, {
        gridCode: query['filter[grid_code]'],
        favorite: favorite === undefined ? undefined : favorite === 'true' || favorite === '1',
        size: query['page[size]'] ?? SAVED_VIEWS_PAGE_SIZE,
        number: query['page[number]'] ?? 1,
      });
      return { data: rows.map(resource), meta: { pages, page } };
    },
  );

  typed.patch(
    `${path}/favorites`,
    {
      config: access,
      schema: {
        tags,
        summary: `Reorder the favourite ${noun}s of a grid`,
        body: favoritesBulkUpdateBodySchema,
        response: { 200: schemas.favorites, ...errors },
      },
    },
    async (request) => {
      const { grid_code: gridCode, favorites } = request.body.data.attributes;
      const rows = await reorderFavorites(db, organizationOf(request), kind, gridCode, favorites);
      return { data: rows.map(resource) };
    },
  );

  typed.get(
    `${path}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: `One saved ${noun}`,
        params: idParamsSchema,
        response: { 200: schemas.answer, ...errors },
      },
    },
    async (request) => ({
      data: resource(await visiblePreset(db, organizationOf(request), kind, request.params.id)),
    }),
  );

  typed.post(
    path,
    {
      config: access,
      schema: {
        tags,
        summary: `Save a ${noun}`,
        body: schemas.create,
        response: { 201: schemas.answer, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createSharedPreset(
        db,
        organizationOf(request),
        kind,
        request.body.data.attributes,
        audit.trailOf(request),
      );
      return reply.status(201).send({ data: resource(row) });
    },
  );

  typed.patch(
    `${path}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: `Change a saved ${noun}`,
        params: idParamsSchema,
        body: schemas.update,
        response: { 200: schemas.answer, ...errors },
      },
    },
    async (request) => ({
      data: resource(
        await updatePreset(
          db,
          organizationOf(request),
          kind,
          request.params.id,
          request.body.data.attributes,
          audit.trailOf(request),
        ),
      ),
    }),
  );

  typed.delete(
    `${path}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: `Delete a saved ${noun}`,
        params: idParamsSchema,
        response: { 200: acknowledgementSchema, ...errors },
      },
    },
    async (request) => {
      await deletePreset(db, organizationOf(request), kind, request.params.id, audit.trailOf(request));
      return { status: 'deleted' as const };
    },
  );
}

/** A person's saved columns are their own business: nothing of them reaches the audit log. */
const noTrail: AuditTrail = {
  record: () => Promise.reject(new Error('saved columns are not audited')),
};

function ownColumnsRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['saved columns'];
  const { 403: _never, ...columnErrors } = errors;

  typed.get(
    '/dashboard/columns',
    {
      config: access,
      schema: {
        tags,
        summary: 'Your own saved columns of the grids of the current organisation',
        querystring: savedColumnsListQuerySchema,
        response: { 200: savedColumnsListSchema, ...columnErrors },
      },
    },
    async (request) => ({
      data: (await listOwnColumns(db, organizationOf(request), request.query['filter[grid_code]'])).map(
        savedColumnsResource,
      ),
    }),
  );

  typed.post(
    '/dashboard/columns',
    {
      config: access,
      schema: {
        tags,
        summary: 'Save your columns of a grid',
        body: createSavedColumnsBodySchema,
        response: { 201: savedColumnsAnswerSchema, 409: apiErrorSchema, ...columnErrors },
      },
    },
    async (request, reply) => {
      const row = await createOwnColumns(db, organizationOf(request), request.body.data.attributes);
      return reply.status(201).send({ data: savedColumnsResource(row) });
    },
  );

  typed.patch(
    '/dashboard/columns/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Change your saved columns or the column editing mode',
        params: idParamsSchema,
        body: updateSavedColumnsBodySchema,
        response: { 200: savedColumnsAnswerSchema, ...columnErrors },
      },
    },
    async (request) => ({
      data: savedColumnsResource(
        await updatePreset(
          db,
          organizationOf(request),
          'columns',
          request.params.id,
          request.body.data.attributes,
          noTrail,
        ),
      ),
    }),
  );

  typed.delete(
    '/dashboard/columns/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Forget your saved columns of a grid',
        params: idParamsSchema,
        response: { 200: acknowledgementSchema, ...columnErrors },
      },
    },
    async (request) => {
      await deletePreset(db, organizationOf(request), 'columns', request.params.id, noTrail);
      return { status: 'deleted' as const };
    },
  );
}
