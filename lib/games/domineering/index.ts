export {}; // placeholder: filled in by the domineering issue
