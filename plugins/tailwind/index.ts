/**
 * tailwind: adds Tailwind CSS (utilities only, preflight off so Infima's base
 * styles stay in charge) to the site's PostCSS pipeline.
 */
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, Plugin, OptionValidationContext} from '@docusaurus/types';
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

export default function tailwindPlugin(context: LoadContext, options: TailwindPluginOptions): Plugin {
  const config = tailwindConfig(context.siteDir, options);
  return {
    name: 'tailwind',
    configurePostCss(postcssOptions) {
      // Docusaurus already runs autoprefixer after the plugins added here.
      postcssOptions.plugins.unshift(tailwindcss(config));
      return postcssOptions;
    },
  };
}
tailwindPlugin.validateOptions = validateOptions;
