import { z } from 'zod';
import {
  courseDeletedEnvelope,
  courseEnvelope,
  courseIdInput,
  courseListEnvelope,
  createCourse,
  createCourseInput,
  deleteCourse,
  getCourse,
  listCourses,
  listCoursesInput,
  toUserProfile,
  updateCourse,
  updateCourseInput,
  userProfileEnvelope,
} from '../services/courses';
import { apiKeyProcedure, courseWriterProcedure, router } from '../trpc';

const tags = ['Courses'];
const rolesNote = 'Instructors see and change their own courses only (another’s is 404); admins all of them; students read their own (none) and may not write (403).';

/**
 * The course API under /v1: the caller's profile and courses, with an API key.
 * Answers in the `{success:true, data}` envelope; errors in the course error envelope (the
 * `course` surface of the REST adapter). Course writes are audited.
 */
export const coursesRouter = router({
  profile: apiKeyProcedure
    .meta({ openapi: { method: 'GET', path: '/v1/user/profile', tags, errorResponses: [401, 422, 429], summary: 'The caller’s profile', description: 'The profile of the API key’s user, in the `{success: true, data}` envelope: name, e-mail address, role, creation and last sign-in.' } })
    .input(z.object({}))
    .output(userProfileEnvelope)
    .query(({ ctx }) => {
      ctx.response.headers['Cache-Control'] = 'no-store';
      return { success: true as const, data: toUserProfile(ctx.user) };
    }),

  create: courseWriterProcedure
    .meta({
      successStatus: 201,
      idempotent: false,
      openapi: {
        method: 'POST',
        path: '/v1/courses',
        tags,
        errorResponses: [400, 401, 403, 413, 415, 422, 429],
        summary: 'Create a course (a draft)',
        description: `The course belongs to the caller and starts as \`draft\`. ${rolesNote}`,
      },
    })
    .input(createCourseInput)
    .output(courseEnvelope)
    .mutation(async ({ ctx, input }) => ({ success: true as const, data: await createCourse(ctx, ctx.user, input) })),

  list: apiKeyProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/v1/courses',
        tags,
        errorResponses: [400, 401, 422, 429],
        summary: 'The caller’s courses (admins: all)',
        description: `Filters: status, difficulty, search (title or description). ${rolesNote}`,
      },
    })
    .input(listCoursesInput)
    .output(courseListEnvelope)
    .query(async ({ ctx, input }) => ({ success: true as const, ...(await listCourses(ctx.db, ctx.user, input)) })),

  get: apiKeyProcedure
    .meta({ openapi: { method: 'GET', path: '/v1/courses/{id}', tags, errorResponses: [400, 401, 404, 422, 429], summary: 'One course', description: rolesNote } })
    .input(courseIdInput)
    .output(courseEnvelope)
    .query(async ({ ctx, input }) => ({ success: true as const, data: await getCourse(ctx.db, ctx.user, input.id) })),

  update: courseWriterProcedure
    .meta({
      idempotent: false,
      openapi: {
        method: 'PUT',
        path: '/v1/courses/{id}',
        tags,
        errorResponses: [400, 401, 403, 404, 413, 415, 422, 429],
        summary: 'Change a course',
        description: `Only the fields sent change; \`status\` (draft, published, archived) only when sent. ${rolesNote}`,
      },
    })
    .input(updateCourseInput)
    .output(courseEnvelope)
    .mutation(async ({ ctx, input }) => ({ success: true as const, data: await updateCourse(ctx, ctx.user, input) })),

  delete: courseWriterProcedure
    .meta({
      idempotent: false,
      openapi: { method: 'DELETE', path: '/v1/courses/{id}', tags, errorResponses: [400, 401, 403, 404, 422, 429], summary: 'Delete a course', description: rolesNote },
    })
    .input(courseIdInput)
    .output(courseDeletedEnvelope)
    .mutation(async ({ ctx, input }) => {
      await deleteCourse(ctx, ctx.user, input.id);
      return { success: true as const, message: 'Course deleted' };
    }),
});
