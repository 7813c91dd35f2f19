/** Stands in for Docusaurus's `validate` in plugin option tests: the same Joi schema, errors thrown. */
export function validate<T>(schema: {validate: (value: unknown) => {error?: Error; value: T}}, options: unknown): T {
  const {error, value} = schema.validate(options);
  if (error) throw error;
  return value;
}
