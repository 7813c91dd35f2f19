/**
 * tailwind: adds Tailwind CSS (utilities only, preflight off so Infima's base
 * styles stay in charge) to the site's PostCSS pipeline, for the stylesheets that
 * use it, and tells postcss-loader that the pipeline has no configuration file.
 */
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, Plugin, OptionValidationContext} from '@docusaurus/types';
import postcss, {type AcceptedPlugin, type Plugin as PostCssPlugin} from 'postcss';
import tailwindcss from 'tailwindcss';
import type {Config as TailwindConfig} from 'tailwindcss';

export interface TailwindPluginOptions {
  /** Globs (relative to the site) of files whose class names Tailwind keeps. */
  content: string[];
}

const schema = Joi.object<TailwindPluginOptions>({
  content: Joi.array()
    .items(Joi.string().min(1))
    .min(1)
    .default(['src/**/*.{ts,tsx,md,mdx}', 'plugins/**/components/**/*.tsx', 'docs/**/*.{md,mdx}']),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<TailwindPluginOptions>, TailwindPluginOptions>): TailwindPluginOptions {
  return validate(schema, options);
}

/** The Tailwind configuration this plugin applies (exported for tests). */
export function tailwindConfig(siteDir: string, options: TailwindPluginOptions): TailwindConfig {
  return {
    content: options.content.map((glob) => path.join(siteDir, glob)),
    // Infima (the theme's CSS framework) owns the base layer.
    corePlugins: {preflight: false},
    // Follow the site's colour switch, not the operating system.
    darkMode: ['selector', '[data-theme="dark"]'],
    theme: {
      extend: {
        screens: {
          // The theme's desktop breakpoint: wider than 996 px.
          desktop: '997px',
        },
      },
    },
  };
}

/** What Tailwind acts on in a stylesheet: its at-rules and its functions. */
const TAILWIND_SYNTAX = /@(?:tailwind|apply|config|layer)\b|\b(?:theme|screen)\(/;

/**
 * Runs `plugin` only on stylesheets that use Tailwind's syntax. Every CSS file of the
 * site and of the theme goes through the PostCSS pipeline, and Tailwind, even with
 * nothing to do, hashes its configuration and checks its content files for each of
 * them; only `src/css/custom.css` uses it.
 */
export function onlyWhereUsed(plugin: AcceptedPlugin): PostCssPlugin {
  const processor = postcss([plugin]);
  return {
    postcssPlugin: 'tailwindcss-where-used',
    async Once(root, {result}) {
      if (!TAILWIND_SYNTAX.test(root.source?.input.css ?? root.toString())) return;
      // Processes the same root in place; Tailwind's messages include the content
      // files it read, which the bundler watches.
      const inner = await processor.process(root, result.opts);
      result.messages.push(...inner.messages);
    },
  };
}

export default function tailwindPlugin(context: LoadContext, options: TailwindPluginOptions): Plugin {
  const config = tailwindConfig(context.siteDir, options);
  return {
    name: 'tailwind',
    configurePostCss(postcssOptions) {
      // Docusaurus already runs autoprefixer after the plugins added here.
      postcssOptions.plugins.unshift(onlyWhereUsed(tailwindcss(config)));
      // The pipeline is all here: without this, postcss-loader looks for a PostCSS
      // configuration file in every folder above each stylesheet, for every stylesheet.
      return {...postcssOptions, config: false};
    },
  };
}
tailwindPlugin.validateOptions = validateOptions;
