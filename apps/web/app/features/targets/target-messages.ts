/** Said on the targets' card while the writer's choice of edits is measured by the server. */
export const MEASURING_CHOICE_MESSAGE = 'Measuring your choice of edits…';
