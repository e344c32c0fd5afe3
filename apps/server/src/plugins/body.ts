import fp from 'fastify-plugin';

/**
 * JSON bodies as Fastify parses them (prototype-poisoning safe), except that an empty body with a
 * JSON content type is no body: clients send `POST /auth/token/refresh` or `DELETE` that way.
 * No call takes plain text: JSON sent as `text/plain` is refused with 415, never read as a string.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'body' },
);
