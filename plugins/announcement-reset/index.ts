/**
 * announcement-reset: makes a changed announcement visible on the very first
 * page load after the change.
 *
 * The classic theme hides the bar before React starts when the reader once
 * dismissed it (an inline script sets `data-announcement-bar-initially-dismissed`
 * from `docusaurus.announcement.dismiss`). It ignores the announcement id there,
 * so after the id changes the bar stays hidden by CSS for that page although
 * the theme's own state says it is new. This script runs right after the
 * theme's and clears the flag when the stored id is not the current one.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';

export interface AnnouncementResetOptions {
  /** The current announcement id (themeConfig.announcementBar.id). */
  id: string;
}

const schema = Joi.object<AnnouncementResetOptions>({id: Joi.string().min(1).required()});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<AnnouncementResetOptions>, AnnouncementResetOptions>): AnnouncementResetOptions {
  return validate(schema, options);
}

export const ID_KEY = 'docusaurus.announcement.id';
export const DISMISS_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export function inlineScript(id: string): string {
  return `(function(){try{if(localStorage.getItem(${JSON.stringify(ID_KEY)})!==${JSON.stringify(id)}){document.documentElement.setAttribute(${JSON.stringify(DISMISS_ATTRIBUTE)},'false')}}catch(e){}})();`;
}

export default function announcementResetPlugin(_context: LoadContext, options: AnnouncementResetOptions): Plugin {
  return {
    name: 'announcement-reset',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: inlineScript(options.id)}]};
    },
  };
}
announcementResetPlugin.validateOptions = validateOptions;
