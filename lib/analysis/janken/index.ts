export {}; // placeholder: filled in by the janken issue
