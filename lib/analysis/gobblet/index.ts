export {}; // placeholder: filled in by the gobblet issue
