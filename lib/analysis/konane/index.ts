export {}; // placeholder: filled in by the konane issue
