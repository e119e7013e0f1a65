/** The chat widget's styles, one module per part of the widget. */
export * from './styles/bubble';
export * from './styles/panel';
export * from './styles/room-list';
export * from './styles/conversation';
export * from './styles/panel-states';
