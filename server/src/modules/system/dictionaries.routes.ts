import {
  dictionaryBundleSchema,
  dictionaryEntrySchema,
  dictionaryFetchBodySchema,
  evaluationDictionaryEntrySchema,
} from '@zhihang/contract/system/dictionary.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { DictionariesService } from './dictionaries.service.ts';

export function registerDictionariesRoutes(app: FastifyInstance, dictionaries: DictionariesService): void {
  defineRoute(app, {
    path: '/sys/dataDictionary/tree',
    summary: '数据字典树',
    tag: 'system',
    perm: ANY_SIGNED_IN_USER,
    data: z.array(dictionaryEntrySchema),
    handler: () => dictionaries.tree(),
  });

  defineRoute(app, {
    path: '/sys/data/list',
    summary: '数据字典：树（default）、编码→名称（simple）、编码→子项（listMap）',
    tag: 'system',
    perm: ANY_SIGNED_IN_USER,
    data: dictionaryBundleSchema,
    handler: () => dictionaries.bundle(),
  });

  defineRoute(app, {
    path: '/sys/data/fetch',
    summary: '按字典编码取子项；data 为编码数组，空数组取全部',
    tag: 'system',
    perm: ANY_SIGNED_IN_USER,
    body: dictionaryFetchBodySchema,
    data: z.record(z.string(), z.array(dictionaryEntrySchema)),
    handler: ({ body }) => dictionaries.fetch(body.data),
  });

  defineRoute(app, {
    path: '/evevaluationdictionary/allList',
    summary: '测评字典（按 evaluationKey）',
    tag: 'system',
    perm: ANY_SIGNED_IN_USER,
    data: z.object({ list: z.array(evaluationDictionaryEntrySchema) }),
    handler: () => dictionaries.evaluations(),
  });
}
