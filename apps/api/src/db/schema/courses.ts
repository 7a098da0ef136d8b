import { CourseCategory } from '@academy/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export const courses = sqliteTable(
  'courses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: CourseCategory.values }).notNull(),
    /** Integer pence: money never goes through floating point (pounds only on the wire). */
    pricePence: integer('price_pence').notNull(),
    imageUrl: text('image_url'),
    /** Markdown or HTML written by an admin; sanitised when rendered. */
    content: text('content').notNull().default(''),
    // A course outlives the admin account that wrote it.
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('courses_category_idx').on(table.category),
    check('courses_price_not_negative', sql`${table.pricePence} >= 0`),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;
